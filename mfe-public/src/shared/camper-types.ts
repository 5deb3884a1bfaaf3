import type { api } from '@camperdeel/client/api';
import type { InferResponseType } from 'hono/client';

/**
 * A camper as the carousel, the embed and the detail dialogs read it (public fields; the API filters visibility):
 * the element type of the public list's answer, so it follows the server's contract without importing its internals.
 */
export type PublicCamper = InferResponseType<(typeof api.public.campers)['$get'], 200>['campers'][number];
