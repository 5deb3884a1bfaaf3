import type SQLite from 'better-sqlite3';

/** Accents PostgreSQL folds to their letter, one character for one (translate); lower() does the case. */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÇçÑñŠšŽžČčĆćŁłŒœÆæ';
export const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyCcNnSsZzCcCcLlOoAa';

/** Printable ASCII has no accent to fold. */
const ASCII = /^[ -~]*$/;
const FOLDED = new Map([...FOLD_FROM].map((from, i) => [from, FOLD_TO[i] ?? from]));

/** PostgreSQL's `camperdeel_fold` in JavaScript: the same accents to their letter, then lower case. */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = '';
  for (const c of text) out += FOLDED.get(c) ?? c;
  return out.toLowerCase();
}

/**
 * Gives a SQLite connection the `camperdeel_fold` PostgreSQL has (search-index.ts), so a search that reads a member's
 * own rows or the few open mails can be the same SQL on both engines.
 */
export function registerFold(sqlite: SQLite.Database): void {
  sqlite.function('camperdeel_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldText(text) : text,
  );
}
