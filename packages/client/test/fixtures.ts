import type { Me } from '../src/session-store.ts';

export const owner: Me = {
  id: 'u1',
  email: 'an@example.nl',
  naam: 'An',
  status: 'eigenaar',
  is_admin: false,
  rol: null,
  email_bevestigd: true,
  profielfoto_url: null,
  camper_id: 'c1',
};
