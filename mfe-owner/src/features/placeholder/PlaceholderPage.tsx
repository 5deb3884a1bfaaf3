import { css } from '@camperdeel/ui/styled-system/css';
import { useRouterState } from '@tanstack/react-router';

/** Stands in for a page of this area until its screen is built; shows which remote answered which path. */
export default function PlaceholderPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <main
      className={css({ p: '6', display: 'flex', flexDirection: 'column', gap: '2' })}
      data-remote="mfe_owner"
    >
      <h1 className={css({ textStyle: 'h1' })}>Camperdeel - mijn camper</h1>
      <p className={css({ color: 'fg.muted' })}>Deze pagina ({pathname}) wordt nog gebouwd.</p>
    </main>
  );
}
