import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
import { replaceFirstScreenWhenReady } from './first-screen.ts';
import { loadArea } from './remotes/load-area.ts';
import { areaOfPath, registerRuntimeRemotes } from './remotes/registry.ts';
import { router } from './router.tsx';

// The remote configuration and the area of the first page load while React renders, not after; the area's
// component picks the loaded module up (a failure here is reported by that component's own load).
registerRuntimeRemotes().catch(() => undefined);
const firstArea = areaOfPath(location.pathname);
if (firstArea) loadArea(firstArea).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
// The server's first screen (if any) stays until React's page can take its place (first-screen.ts).
replaceFirstScreenWhenReady(root);
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
