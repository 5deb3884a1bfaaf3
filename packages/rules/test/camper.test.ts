import { describe, expect, it } from 'vitest';
import {
  AANMELDING_STATUS_LABELS,
  CAMPER_FORM_DEFAULTS,
  CAMPER_STATUS_LABELS,
  carouselBadge,
  MAX_DETAIL_PHOTOS,
  OWNER_PALETTE,
  openSlots,
  ownerColour,
  ownerColourMap,
  ownersWaitingNotice,
  SERVICE_FEE_EUR_PER_MONTH,
} from '../src/camper.ts';

describe('slots and the carousel badge', () => {
  it('computes open slots, never below zero', () => {
    expect(openSlots(4, 1)).toBe(3);
    expect(openSlots(4, 4)).toBe(0);
    expect(openSlots(4, 5)).toBe(0);
  });

  it('waits for the other owners while a slot is open', () => {
    expect(ownersWaitingNotice(4, 3)).toBe(
      'We wachten nog even op de andere eigenaars. Als we voltallig zijn, lanceren we onze reis!',
    );
    expect(ownersWaitingNotice(4, 4)).toBeNull();
  });

  it('shows Verkocht without an apply button when full', () => {
    expect(carouselBadge(4, 4)).toEqual({
      state: 'verkocht',
      badge: 'Verkocht',
      notice: null,
      canApply: false,
      openSlots: 0,
    });
  });

  it('announces the last slot', () => {
    expect(carouselBadge(4, 3)).toEqual({
      state: 'laatste_plaats',
      badge: 'Nog 1 plaats over',
      notice: 'Nog maar 1 plaats beschikbaar!',
      canApply: true,
      openSlots: 1,
    });
  });

  it('shows nothing special with two or more slots open', () => {
    expect(carouselBadge(4, 2)).toMatchObject({
      state: 'beschikbaar',
      badge: null,
      notice: null,
      canApply: true,
    });
  });
});

describe('owner colours', () => {
  it('cycles red, yellow, green, blue, purple, orange', () => {
    expect(OWNER_PALETTE.map((c) => c.key)).toEqual(['red', 'yellow', 'green', 'blue', 'purple', 'orange']);
    expect(OWNER_PALETTE.map((c) => c.naam)).toEqual(['Rood', 'Geel', 'Groen', 'Blauw', 'Paars', 'Oranje']);
    expect(OWNER_PALETTE.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
    expect(ownerColour(0).key).toBe('red');
    expect(ownerColour(5).key).toBe('orange');
    expect(ownerColour(6).key).toBe('red');
    expect(ownerColour(13).key).toBe('yellow');
    expect(ownerColour(-1).key).toBe('orange');
  });

  it('assigns colours to owners in user-id order', () => {
    const map = ownerColourMap(['c', 'a', 'b', 'a']);
    expect([...map].map(([id, c]) => [id, c.key])).toEqual([
      ['a', 'red'],
      ['b', 'yellow'],
      ['c', 'green'],
    ]);
  });
});

describe('the business constants: service fee, photo limit and state labels', () => {
  it('has the fee, photo limit and labels', () => {
    expect(SERVICE_FEE_EUR_PER_MONTH).toBe(160);
    expect(MAX_DETAIL_PHOTOS).toBe(8);
    expect(CAMPER_STATUS_LABELS).toEqual({
      in_verkoop: 'In verkoop',
      volzet: 'Volzet',
      iedereen_getekend: 'Iedereen getekend',
      on_the_road: 'On the road',
    });
    expect(AANMELDING_STATUS_LABELS).toEqual({
      in_afwachting: 'In afwachting',
      toegewezen: 'Toegewezen',
      afgewezen: 'Afgewezen',
    });
  });

  it('has the camper form defaults', () => {
    expect(CAMPER_FORM_DEFAULTS).toMatchObject({
      categorie: 'integraal',
      rijbewijs: 'B',
      conditie: 'nieuw',
      prijs: 0,
      aantal_zitplaatsen: 4,
      aantal_bedden: 4,
      lengte_cm: 600,
      breedte_cm: 220,
      max_kg: 3500,
      motor_pk: 140,
      motor_kw: 103,
      aantal_sloten_eigenaars: 4,
    });
  });
});
