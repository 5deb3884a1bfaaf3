import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
import { registerRuntimeRemotes } from './remotes/registry.ts';
import { router } from './router.tsx';

// Fetching the remote configuration does not hold up the first render; areas wait for it when they load.
registerRuntimeRemotes();

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
