import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Link } from '@tanstack/react-router';

/**
 * 'Dit onderdeel is tijdelijk niet beschikbaar' with 'Opnieuw proberen': shown by the shell for a remote that did
 * not load and by an area for a page that did not. Inline styles: federation/ is outside every app's Panda scan.
 */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div style={{ minHeight: '60dvh', display: 'grid', placeItems: 'center', padding: '1.5rem' }}>
      <ErrorFallback
        title="Dit onderdeel is tijdelijk niet beschikbaar"
        description={
          <>
            Probeer het later opnieuw, of ga{' '}
            <Link to="/" style={{ textDecoration: 'underline' }}>
              terug naar de startpagina
            </Link>
            .
          </>
        }
        onRetry={onRetry}
      />
    </div>
  );
}
