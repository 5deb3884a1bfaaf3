import { describe, expect, it } from 'vitest';
import { matchPage, type PageRow } from '../area.tsx';

const Page = () => null;
const pages: PageRow[] = [
  { path: '/admin', title: 'Admin inloggen', component: Page },
  { path: '/admin/dashboard', title: 'Gebruikers', component: Page },
  { path: '/admin/dashboard/campers/:id', title: 'Camper', component: Page },
];

describe('matchPage', () => {
  it('matches the whole path, ignoring a trailing slash', () => {
    expect(matchPage(pages, '/admin')?.page.title).toBe('Admin inloggen');
    expect(matchPage(pages, '/admin/dashboard/')?.page.title).toBe('Gebruikers');
  });

  it('reads parameters, decoded', () => {
    expect(matchPage(pages, '/admin/dashboard/campers/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('has no page for a sub-path without a row (the area renders the 404)', () => {
    expect(matchPage(pages, '/admin/dashboard/onbekend')).toBeNull();
    expect(matchPage(pages, '/admin/dashboard/campers')).toBeNull();
    expect(matchPage(pages, '/admin/dashboard/campers/1/extra')).toBeNull();
  });
});
