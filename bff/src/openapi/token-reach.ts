import { type TokenReach, tokenReachOfOperation } from '../auth/token-scope.ts';
import type { OpenApiDocument } from './document.ts';

const WORDS: Record<TokenReach | 'nee', string> = { ja: 'ja', eigen: 'alleen het eigen token', nee: 'nee' };

type Operation = {
  'x-toegang'?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown }>;
};

/**
 * Writes the API-token allow-list (auth/token-scope.ts) into the document: `x-api-token` on every operation, only
 * the session as security where a token is refused, and that refusal's 403 in the responses.
 */
export function markTokenReach(doc: OpenApiDocument): OpenApiDocument {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(item ?? {})) {
      if (typeof value !== 'object' || value === null || !('responses' in value)) continue;
      const op = value as Operation;
      const reach = tokenReachOfOperation(method, path);
      Object.assign(op, { 'x-api-token': WORDS[reach ?? 'nee'] });
      if (reach === 'ja') continue;
      if (op['x-toegang'] !== 'public') op.security = [{ sessie: [] }];
      const responses = op.responses ?? {};
      // Every operation documents 429 with the error envelope (describe.ts): the 403 has the same body.
      const errorContent = Object.entries(responses).find(([status]) => Number(status) >= 400)?.[1];
      responses['403'] ??= {
        description: 'Geen toegang (ook: een API-token mag dit niet, token_not_allowed)',
        content: errorContent?.content,
      };
      op.responses = responses;
    }
  }
  return doc;
}
