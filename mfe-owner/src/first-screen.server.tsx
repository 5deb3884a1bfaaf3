import { ME_KEY } from '@camperdeel/client/keys';
import { ownerKeys } from '@camperdeel/client/owner-queries';
import type { RenderFirstScreen, SeededQuery } from '../../federation/first-screen-contract.ts';
import { renderArea } from '../../federation/server-render.tsx';
import OwnerArea from './OwnerArea.tsx';

/**
 * The BFF's server render of /mijn-camper and its calendar from this remote's own pages, with the API's answers
 * under the query keys the pages read them with (docs/decisions/0063-first-screen-from-the-components.md).
 */
export const renderFirstScreen: RenderFirstScreen = ({ path, answers }) => {
  const me = answers['/api/auth/me'];
  const camper = answers['/api/owner/camper'];
  const credits = answers['/api/owner/credits'];
  const queries: SeededQuery[] = [];
  if (me) queries.push([ME_KEY, me.user]);
  if (camper) queries.push([ownerKeys.camper, camper]);
  if (credits) queries.push([ownerKeys.credits, credits]);
  return renderArea(OwnerArea, path, queries);
};
