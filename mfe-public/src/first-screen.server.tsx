import { ME_KEY } from '@camperdeel/client/keys';
import type { RenderFirstScreen, SeededQuery } from '../../federation/first-screen-contract.ts';
import { renderArea } from '../../federation/server-render.tsx';
import { CAROUSEL_KEY } from './features/campers/AvailableCampersPage.tsx';
import PublicArea from './PublicArea.tsx';

/**
 * The BFF's server render of /auth and /dashboard from this remote's own pages, with the API's answers under the
 * query keys the pages read them with (docs/decisions/0063-first-screen-from-the-components.md).
 */
export const renderFirstScreen: RenderFirstScreen = ({ path, answers }) => {
  const me = answers['/api/auth/me'];
  const campers = answers['/api/campers'];
  const queries: SeededQuery[] = [];
  if (me) queries.push([ME_KEY, me.user]);
  // The carousel's pages as TanStack's infinite query holds them: the first batch, asked without a cursor.
  if (campers) queries.push([CAROUSEL_KEY, { pages: [campers], pageParams: [undefined] }]);
  return renderArea(PublicArea, path, queries);
};
