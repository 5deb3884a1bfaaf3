import { describe, expect, it } from 'vitest';
import { calendarStore } from '../src/calendar-store.ts';
import { loginPathFor } from '../src/navigation.ts';
import { unreadStore } from '../src/unread-store.ts';

describe('loginPathFor', () => {
  it('sends each area to its own login, with the redirect the spec names', () => {
    expect(loginPathFor('/mijn-camper/kalender')).toBe('/auth?redirect=mijn-camper');
    expect(loginPathFor('/mijn-camper/')).toBe('/auth?redirect=mijn-camper');
    expect(loginPathFor('/dashboard/profile')).toBe('/auth?redirect=dashboard');
    expect(loginPathFor('/admin/campers/c1')).toBe('/admin');
    expect(loginPathFor('/mijn-campers')).toBe('/auth');
    expect(loginPathFor('/administratie')).toBe('/auth');
  });
});

describe('calendar selection store', () => {
  it('keeps the same array when an update changes nothing, so readers do not re-render', () => {
    calendarStore.getState().setSelection(() => ['2027-04-01', '2027-04-02']);
    const before = calendarStore.getState().selection;
    calendarStore.getState().setSelection((current) => current);
    expect(calendarStore.getState().selection).toBe(before);
    calendarStore.getState().clear();
    expect(calendarStore.getState().selection).toEqual([]);
  });
});

describe('unread store', () => {
  it('never goes below zero (a read marked twice, an optimistic count racing the answer)', () => {
    unreadStore.getState().setUnread(1);
    unreadStore.getState().setUnread(unreadStore.getState().unread - 1);
    unreadStore.getState().setUnread(unreadStore.getState().unread - 1);
    expect(unreadStore.getState().unread).toBe(0);
  });
});
