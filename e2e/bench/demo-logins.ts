/** The demo logins of the README (the server seeds them on an empty database). */
export const DEMO_LOGINS = {
  prospect: { email: 'prospect@camperdeel.nl', password: 'demo-prospect' },
  owner: { email: 'eigenaar@camperdeel.nl', password: 'demo-eigenaar' },
  admin: { email: 'admin@camperdeel.nl', password: 'demo-beheer', admin: true },
} as const;

export type DemoLogin = { email: string; password: string; admin?: boolean };

/** Signs in through the real login endpoint and returns the session cookie (`name=value`). */
export async function login(baseUrl: string, who: DemoLogin): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: who.email,
      wachtwoord: who.password,
      ...(who.admin ? { rol: 'admin' } : {}),
    }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`inloggen als ${who.email} gaf ${response.status}`);
  return cookie.split(';')[0] ?? '';
}
