import { randomUUID } from 'node:crypto';
import { withoutControls } from '@camperdeel/rules/schemas/common';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { immediateTransaction } from '../db/transaction.ts';
import { markEmailConfirmed } from './email-confirmation.ts';
import { withdrawResetLinks } from './password-reset.ts';
import { replacePassword } from './replace-password.ts';
import { normaliseEmail } from './users.ts';

type OidcConfig = NonNullable<Config['oidc']>;

const discoverySchema = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});
export type OidcEndpoints = z.infer<typeof discoverySchema>;

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});
export type OidcProfile = z.infer<typeof userinfoSchema>;

const discovered = new Map<string, Promise<OidcEndpoints>>();

/** The provider's endpoints from its discovery document, fetched once per issuer (a failure is retried next time). */
export function discover(oidc: OidcConfig): Promise<OidcEndpoints> {
  let endpoints = discovered.get(oidc.issuer);
  if (!endpoints) {
    endpoints = fetch(`${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then(async (res) => {
        if (!res.ok) throw new Error(`OIDC discovery gaf status ${res.status}`);
        return discoverySchema.parse(await res.json());
      })
      .catch((error: unknown) => {
        discovered.delete(oidc.issuer);
        throw error;
      });
    discovered.set(oidc.issuer, endpoints);
  }
  return endpoints;
}

export function oidcClient(oidc: OidcConfig, redirectUri: string): OAuth2Client {
  return new OAuth2Client(oidc.clientId, oidc.clientSecret, redirectUri);
}

export function authorizationUrl(
  client: OAuth2Client,
  endpoints: OidcEndpoints,
  state: string,
  codeVerifier: string,
): URL {
  return client.createAuthorizationURLWithPKCE(
    endpoints.authorization_endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'email', 'profile'],
  );
}

/** Exchanges the code (with the PKCE verifier) and reads the user's claims from the userinfo endpoint. */
export async function fetchProfile(
  client: OAuth2Client,
  endpoints: OidcEndpoints,
  code: string,
  codeVerifier: string,
): Promise<OidcProfile> {
  const tokens = await client.validateAuthorizationCode(endpoints.token_endpoint, code, codeVerifier);
  const res = await fetch(endpoints.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.accessToken()}` },
  });
  if (!res.ok) throw new Error(`OIDC userinfo gaf status ${res.status}`);
  return userinfoSchema.parse(await res.json());
}

/**
 * The local user for a provider identity: the linked one; else an existing account with the same e-mail, linked
 * only when the provider says the e-mail is verified (otherwise anyone could claim someone's account); else a new
 * prospect without a password. Null when no account can be linked or created.
 *
 * Pre-hijack defence: an existing account whose e-mail was never confirmed may have been registered by someone else
 * with the victim's address. Its password and every session are revoked in the same transaction that links the
 * identity, so whoever registered it is locked out and only the mailbox's owner (through the provider) remains.
 */
export async function linkOrCreateUser(
  db: Db,
  issuer: string,
  profile: OidcProfile,
  now: Date,
): Promise<string | null> {
  return immediateTransaction(db, async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', issuer)
      .where('provider_user_id', '=', profile.sub)
      .executeTakeFirst();
    if (linked) return linked.user_id;
    if (!profile.email || profile.email_verified !== true) return null;
    const email = normaliseEmail(profile.email);
    const at = now.toISOString();
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'email_confirmed_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    let userId = existing?.id;
    if (existing && existing.email_confirmed_at === null) {
      await replacePassword(trx, existing.id, null, now);
      await withdrawResetLinks(trx, existing.id);
      await markEmailConfirmed(trx, existing.id, now);
    }
    if (!userId) {
      userId = randomUUID();
      // The provider's name is text from outside like any other: control and bidi characters are taken out.
      const naam = withoutControls(profile.name ?? '').trim() || email.split('@')[0] || email;
      await trx
        .insertInto('users')
        .values({ id: userId, email, password_hash: null, created_at: at, email_confirmed_at: at })
        .execute();
      await trx
        .insertInto('profiles')
        .values({ id: userId, naam, email, status: 'prospect', created_at: at, updated_at: at })
        .execute();
    }
    await trx
      .insertInto('oauth_accounts')
      .values({ provider: issuer, provider_user_id: profile.sub, user_id: userId, created_at: at })
      .execute();
    return userId;
  });
}
