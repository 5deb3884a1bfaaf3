import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { emailSchema } from '@camperdeel/rules/schemas/common';
import { PAGE_MAX } from '@camperdeel/rules/schemas/paging';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';

/** A user as GET /api/admin/users answers it (typed by the route). */
export type ApiUser = Answer<Api['admin']['users']['$get']>['users'][number];

type UsersPage = Answer<Api['admin']['users']['$get']>;

function usersPage(
  client: ApiClient,
  zoek: string | undefined,
  cursor: string | undefined,
): Promise<UsersPage> {
  const query = { limit: String(PAGE_MAX), ...(zoek ? { zoek } : {}), ...(cursor ? { cursor } : {}) };
  return client.call((api) => api.admin.users.$get({ query }));
}

/** Every user matching `zoek` (all of them without it), page by page: the list answers at most 200 at a time. */
export async function listUsers(client: ApiClient, zoek?: string, first?: UsersPage): Promise<ApiUser[]> {
  let page = first ?? (await usersPage(client, zoek, undefined));
  const all = [...page.users];
  while (page.volgende) {
    page = await usersPage(client, zoek, page.volgende);
    all.push(...page.users);
  }
  return all;
}

/** The user with this e-mail, found by the server's search instead of by downloading every user. */
export async function findUserByEmail(client: ApiClient, email: string): Promise<ApiUser | undefined> {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return undefined;
  // The search matches parts too (jan@x.nl is inside bijan@x.nl): keep the one whose whole e-mail it is.
  return (await listUsers(client, wanted)).find((u) => u.email.toLowerCase() === wanted);
}

/** How many look-ups run at once: enough to hide the round trips, well inside the token's throttle. */
const LOOKUPS_AT_ONCE = 8;

/** The users a run names, by lower-cased e-mail, looked up once each before the rows are worked. */
export class UserDirectory {
  readonly #byEmail: Map<string, ApiUser>;

  constructor(users: ApiUser[]) {
    this.#byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  }

  /**
   * The users behind `emails` (a file's rows, one option), in as few requests as the token's throttle allows: a few
   * e-mails are each found with the server's search; many are read from the whole list when that takes fewer pages
   * than there are e-mails to look up.
   */
  static async forEmails(client: ApiClient, emails: Iterable<string>): Promise<UserDirectory> {
    // Only real addresses are looked up: a row with a broken one fails on its own line, not the whole run.
    const valid = [...emails].filter((e) => emailSchema.safeParse(e).success);
    const distinct = [...new Set(valid.map((e) => e.trim().toLowerCase()))];
    if (distinct.length > LOOKUPS_AT_ONCE) {
      const first = await usersPage(client, undefined, undefined);
      if (Math.ceil(first.totaal / PAGE_MAX) <= distinct.length) {
        return new UserDirectory(await listUsers(client, undefined, first));
      }
    }
    const found: ApiUser[] = [];
    for (let i = 0; i < distinct.length; i += LOOKUPS_AT_ONCE) {
      const batch = distinct.slice(i, i + LOOKUPS_AT_ONCE);
      for (const user of await Promise.all(batch.map((email) => findUserByEmail(client, email)))) {
        if (user) found.push(user);
      }
    }
    return new UserDirectory(found);
  }

  find(email: string): ApiUser | undefined {
    return this.#byEmail.get(email.toLowerCase());
  }

  get(email: string): ApiUser {
    const user = this.find(email);
    if (!user) throw new RowError(`Geen gebruiker met e-mail ${email}`);
    return user;
  }

  add(user: ApiUser): void {
    this.#byEmail.set(user.email.toLowerCase(), user);
  }
}
