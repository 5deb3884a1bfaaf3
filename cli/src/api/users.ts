import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';

export type ApiUser = {
  id: string;
  naam: string;
  email: string;
  telefoonnummer: string | null;
  status: 'prospect' | 'eigenaar';
  is_admin: boolean;
  camper_id: string | null;
};

export async function listUsers(client: ApiClient): Promise<ApiUser[]> {
  const { users } = await client.get<{ users: ApiUser[] }>('/api/admin/users');
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
