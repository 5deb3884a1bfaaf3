import type { PublicCamperJson } from '@camperdeel/bff/services/camper-view';

/** A camper as the carousel, the embed and the detail dialogs read it (public fields; the API filters visibility). */
export type PublicCamper = PublicCamperJson;
