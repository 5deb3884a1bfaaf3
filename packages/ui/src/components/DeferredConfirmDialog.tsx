import { deferredDialog } from './DeferredDialog.tsx';

/**
 * The confirm dialog for a page or list that only sometimes asks (a delete, an assignment, an application): Ark's
 * dialog loads when it is first opened, or on `preload`, not with the page.
 */
export const DeferredConfirmDialog = deferredDialog(
  () => import('./ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);
