import { describe, expect, it } from 'vitest';
import { ownerGuard } from '../src/features/owner-shell/owner-guard.ts';

describe('ownerGuard', () => {
  it('lets a user with a camper in', () => {
    expect(ownerGuard({ kind: 'user', user: { id: 'u1', camper_id: 'c1' } })).toEqual({
      allow: true,
      owner: { userId: 'u1', camperId: 'c1' },
    });
  });

  it('sends an anonymous visitor to log in, and back here afterwards', () => {
    expect(ownerGuard({ kind: 'anonymous' })).toEqual({ allow: false, to: '/auth?redirect=mijn-camper' });
  });

  it('sends a user without a camper to the dashboard with the spec message', () => {
    expect(ownerGuard({ kind: 'user', user: { id: 'u1', camper_id: null } })).toEqual({
      allow: false,
      to: '/dashboard',
      toast: { title: 'Geen camper toegewezen', description: 'Je hebt nog geen camper toegewezen gekregen.' },
    });
  });

  it('sends a failed check home with the reason', () => {
    expect(ownerGuard({ kind: 'error', message: 'Probeer het later opnieuw.' })).toEqual({
      allow: false,
      to: '/',
      toast: { title: 'Fout bij laden camper', description: 'Probeer het later opnieuw.' },
    });
  });
});
