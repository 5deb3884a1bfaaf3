import { ME_KEY } from '@camperdeel/client/keys';
import type { RenderFirstScreen, SeededQuery } from '../../federation/first-screen-contract.ts';
import { renderArea } from '../../federation/server-render.tsx';
import AdminArea from './AdminArea.tsx';

/**
 * The BFF's server render of /admin/dashboard from this remote's own pages, with the signed-in admin under the
 * query key the guard reads (docs/decisions/0063-first-screen-from-the-components.md).
 */
export const renderFirstScreen: RenderFirstScreen = ({ path, answers }) => {
  const me = answers['/api/auth/me'];
  const queries: SeededQuery[] = me ? [[ME_KEY, me.user]] : [];
  return renderArea(AdminArea, path, queries);
};
