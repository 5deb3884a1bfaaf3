import type { Deps } from '../http/env.ts';
import { appUrl } from '../mail/app-url.ts';
import { sendMail } from '../mail/mailer.ts';
import { issueLinkToken, type LinkTokenTable } from './link-tokens.ts';

/**
 * Mails a fresh single-use link to `user`: a secret valid for `lifetimeMs` in `table`, on our own origin (appUrl,
 * never the request's Host) at `/auth?<param>=<secret>`, which opens the /auth screen's matching step. The text greets
 * the user, says `intro`, gives the link, then `outro`. Resolves once the mail is handed over.
 */
export async function mailSingleUseLink(
  deps: Deps,
  input: {
    table: LinkTokenTable;
    user: { id: string; email: string; naam: string };
    lifetimeMs: number;
    param: string;
    subject: string;
    intro: readonly string[];
    outro: string;
  },
): Promise<void> {
  const at = deps.now();
  const token = await issueLinkToken(deps.db, input.table, input.user.id, at.getTime() + input.lifetimeMs);
  const link = appUrl(deps, `/auth?${input.param}=${encodeURIComponent(token)}`);
  const text = [
    `Hallo ${input.user.naam},`,
    '',
    ...input.intro,
    '',
    link,
    '',
    input.outro,
    '',
    'Groeten,',
    'Camperdeel',
  ].join('\n');
  await sendMail(
    deps.config,
    { to: input.user.email, subject: input.subject, text, link, secret: token },
    at,
  );
}
