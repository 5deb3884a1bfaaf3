import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { emailSchema } from '@camperdeel/rules/schemas/common';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { allPages, lookUp, pageQuery } from './pages.ts';

/** A user as GET /api/admin/users answers it (typed by the route). */
export type ApiUser = Answer<Api['admin']['users']['$get']>['users'][number];

type UsersPage = Answer<Api['admin']['users']['$get']>;

function usersPage(
  client: ApiClient,
  zoek: string | undefined,
  cursor: string | undefined,
): Promise<UsersPage> {
  return client.call((api) => api.admin.users.$get({ query: pageQuery(zoek, cursor) }));
}

/** Every user matching `zoek` (all of them without it), page by page: the list answers at most 200 at a time. */
export async function listUsers(client: ApiClient, zoek?: string): Promise<ApiUser[]> {
  return (await allPages((cursor) => usersPage(client, zoek, cursor))).flatMap((page) => page.users);
}

/** The search matches parts too (jan@x.nl is inside bijan@x.nl): keep the one whose whole e-mail it is. */
const withEmail = (email: string, users: ApiUser[]) => users.filter((u) => u.email.toLowerCase() === email);

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
    const found = await lookUp(
      distinct,
      (zoek, cursor) => usersPage(client, zoek, cursor),
      (page) => page.users,
      withEmail,
    );
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
