import { ME_KEY } from '@camperdeel/client/keys';
import type { RenderFirstScreen, SeededQuery } from '../../federation/first-screen-contract.ts';
import { renderArea } from '../../federation/server-render.tsx';
import { CAROUSEL_KEY, carouselCampers } from './features/campers/AvailableCampersPage.tsx';
import PublicArea from './PublicArea.tsx';
import type { PublicCamper } from './shared/camper-types.ts';

/**
 * The BFF's server render of /auth and /dashboard from this remote's own pages, with the API's answers under the
 * query keys the pages read them with (docs/decisions/0063-first-screen-from-the-components.md).
 */
export const renderFirstScreen: RenderFirstScreen = ({ path, answers }) => {
  const me = answers['/api/auth/me'];
  const campers = answers['/api/campers'];
  const queries: SeededQuery[] = [];
  if (me) queries.push([ME_KEY, me.user]);
  if (campers) queries.push([CAROUSEL_KEY, carouselCampers(campers.campers as PublicCamper[])]);
  return renderArea(PublicArea, path, queries);
};
