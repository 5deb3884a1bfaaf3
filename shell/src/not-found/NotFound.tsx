import { css } from '@camperdeel/ui/styled-system/css';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** docs/product/public.md#screens-spec-2: any unknown path, also an unknown sub-path inside an area. The attempted path is logged. */
export function NotFound() {
  // Resolved, not pending: leaving this page by its home link must not report the next path as not found.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  useEffect(() => {
    document.title = 'Pagina niet gevonden | Camperdeel';
    console.error('404: deze pagina bestaat niet:', pathname);
    navigator.sendBeacon?.('/client-log/not-found', JSON.stringify({ path: pathname }));
  }, [pathname]);

  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
        p: '6',
        bg: 'bg.canvas',
        textAlign: 'center',
      })}
    >
      <h1 className={css({ textStyle: 'h1' })}>Oops! Page not found</h1>
      <Link
        to="/"
        className={css({ color: 'brand.text', textDecoration: 'underline', fontWeight: 'medium' })}
      >
        Terug naar de startpagina
      </Link>
    </main>
  );
}
