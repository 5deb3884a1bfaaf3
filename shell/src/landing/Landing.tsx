import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import './landing.css';
import { landingMarkup } from './landing-markup.ts';

export const LANDING_TITLE = 'Camperdeel - slim beleven';

/**
 * The landing page inside the app (after logout, or a link to `/`). A first visit to `/` gets the same markup as
 * static HTML without any JavaScript (build/static-landing.ts); here its plain links become router navigations.
 */
export function Landing() {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = LANDING_TITLE;
    const element = container.current;
    if (!element) return;
    const followLinkInApp = (event: MouseEvent) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
        return;
      event.preventDefault();
      void navigate({ href });
    };
    element.addEventListener('click', followLinkInApp);
    return () => element.removeEventListener('click', followLinkInApp);
  }, [navigate]);

  return (
    <div
      ref={container}
      style={{ display: 'contents' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup, shared with the static landing.html.
      dangerouslySetInnerHTML={{ __html: landingMarkup }}
    />
  );
}
