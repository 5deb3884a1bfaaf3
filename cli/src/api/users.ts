import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';

/** A user as GET /api/admin/users answers it (typed by the route). */
export type ApiUser = Answer<Api['admin']['users']['$get']>['users'][number];

export async function listUsers(client: ApiClient): Promise<ApiUser[]> {
  const { users } = await client.call((api) => api.admin.users.$get());
  return users;
}

/** Every user by lower-cased e-mail, loaded once per run so rows need no lookup request of their own. */
export class UserDirectory {
  readonly #byEmail: Map<string, ApiUser>;

  constructor(users: ApiUser[]) {
    this.#byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  }

  static async load(client: ApiClient): Promise<UserDirectory> {
    return new UserDirectory(await listUsers(client));
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
