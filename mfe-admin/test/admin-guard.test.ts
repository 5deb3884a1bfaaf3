import { describe, expect, it } from 'vitest';
import { adminLoginFailure } from '../src/features/admin-login/login-failure.ts';
import { adminGuard } from '../src/features/admin-shell/admin-guard.ts';

describe('adminGuard', () => {
  it('lets an admin in', () => {
    expect(adminGuard({ kind: 'user', user: { is_admin: true } })).toEqual({ allow: true });
  });

  it('sends an anonymous visitor to the admin login', () => {
    expect(adminGuard({ kind: 'anonymous' })).toEqual({ allow: false, to: '/admin' });
  });

  it('sends a logged-in non-admin home with the refusal', () => {
    expect(adminGuard({ kind: 'user', user: { is_admin: false } })).toEqual({
      allow: false,
      to: '/',
      toast: { title: 'Toegang geweigerd', description: 'Je hebt geen admin rechten.' },
    });
  });

  it('sends any other failure home', () => {
    expect(adminGuard({ kind: 'error' })).toEqual({ allow: false, to: '/' });
  });
});

describe('adminLoginFailure', () => {
  it('refuses a non-admin with the spec text', () => {
    expect(
      adminLoginFailure({ error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' } }),
    ).toEqual({ title: 'Toegang geweigerd', message: 'Je hebt geen admin rechten.' });
  });

  it('titles wrong credentials "Inloggen mislukt" with the server message', () => {
    expect(
      adminLoginFailure({ error: { code: 'invalid_credentials', message: 'Controleer je inloggegevens.' } }),
    ).toEqual({ title: 'Inloggen mislukt', message: 'Controleer je inloggegevens.' });
  });

  it('still says something useful without a body', () => {
    expect(adminLoginFailure(null)).toEqual({
      title: 'Inloggen mislukt',
      message: 'Probeer het later opnieuw.',
    });
  });
});
