import { createArea } from '../../federation/area.tsx';
import './app.css';
import { pages } from './pages.tsx';

/** Exposed as `mfe_public/PublicArea`: the shell mounts it on its splat routes and it renders the page for the path. */
export default createArea(pages);
