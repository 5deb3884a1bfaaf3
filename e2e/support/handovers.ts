import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect } from '@playwright/test';
import { PNG } from './uploads.ts';

/**
 * `owner` records a pick-up or return of the reservation through the API, as the handover dialog sends it (60 %
 * fuel, clean, one photo): for journeys about what follows a handover, not the dialog itself (coowner-owner.spec.ts).
 */
export async function handoverAs(
  app: TestServer,
  owner: TestUser,
  reservationId: string,
  handover: { moment: 'ophalen' | 'terugbrengen'; km: number; schade?: string },
): Promise<void> {
  const form = new FormData();
  form.set('moment', handover.moment);
  form.set('km_stand', String(handover.km));
  form.set('brandstof_procent', '60');
  form.set('schoon', 'true');
  if (handover.schade) form.set('schade', handover.schade);
  form.append('foto', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const res = await app.request(`/api/owner/reservations/${reservationId}/handovers`, {
    body: form,
    cookie: owner.cookie,
  });
  expect(res.status).toBe(201);
}
