import { createHmac, randomBytes } from 'node:crypto';
import { hashSecret } from '../../auth/secrets.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';

/**
 * Secret iCalendar links (docs/decisions/0040-coowner-life.md). The secret in the URL is HMAC-SHA256(server key, nonce)
 * (256 bits): the database keeps the random nonce and a SHA-256 of the secret only, so a copy of the database alone
 * cannot open anyone's feed, and a feed is found by the hash of what the client sent (no secret is ever compared
 * byte by byte). Rotating picks a new nonce, so the old URL stops working at once.
 */

/** 43 base64url characters: the encoding of a 32-byte HMAC. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function secretOf(config: Config, nonce: string): string {
  return createHmac('sha256', config.signingKey).update(`ical-feed\n${nonce}`).digest('base64url');
}

function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The user's feed secret for their camper: created on first use, re-made for a new camper (an owner who moved on
 * never reads the old camper through an old link), and its stored hash refreshed if the server key changed.
 */
export async function feedSecret(db: Db, config: Config, userId: string, camperId: string, now: Date) {
  return immediateTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('kalender_feeds')
      .select(['camper_id', 'nonce', 'token_hash'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row && row.camper_id === camperId) {
      const secret = secretOf(config, row.nonce);
      const token_hash = hashSecret(secret);
      if (token_hash !== row.token_hash) {
        await trx.updateTable('kalender_feeds').set({ token_hash }).where('user_id', '=', userId).execute();
      }
      return secret;
    }
    return writeNonce(trx, config, userId, camperId, now);
  });
}

/** A new secret for the user's feed; the previous URL answers 404 from now on. */
export function rotateFeedSecret(db: Db, config: Config, userId: string, camperId: string, now: Date) {
  return immediateTransaction(db, (trx) => writeNonce(trx, config, userId, camperId, now));
}

async function writeNonce(trx: Db, config: Config, userId: string, camperId: string, now: Date) {
  const nonce = newNonce();
  const secret = secretOf(config, nonce);
  const values = {
    camper_id: camperId,
    nonce,
    token_hash: hashSecret(secret),
    created_at: now.toISOString(),
  };
  await trx
    .insertInto('kalender_feeds')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return secret;
}

/**
 * The owner and camper behind a secret from a URL, or null: malformed, unknown, rotated away, or the user is no
 * longer an owner of that camper (removed owners lose the feed at once).
 */
export async function resolveFeed(
  db: Db,
  secret: string,
): Promise<{ userId: string; camperId: string } | null> {
  if (!SECRET_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom('kalender_feeds')
    .innerJoin('camper_eigenaars', (join) =>
      join
        .onRef('camper_eigenaars.user_id', '=', 'kalender_feeds.user_id')
        .onRef('camper_eigenaars.camper_id', '=', 'kalender_feeds.camper_id'),
    )
    .select(['kalender_feeds.user_id', 'kalender_feeds.camper_id'])
    .where('kalender_feeds.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  return row ? { userId: row.user_id, camperId: row.camper_id } : null;
}
