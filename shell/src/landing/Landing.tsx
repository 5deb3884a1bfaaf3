import { api } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import {
  LANDING_CAMPERS_SHOWN,
  LANDING_CAMPERS_SLOT,
  landingCampersMarkup,
} from '@camperdeel/rules/landing-campers';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import './landing.css';
import { landingMarkup } from './landing-markup.ts';

/**
 * The campers under the hero, as the server writes them into the static page (bff/src/web/landing-page.ts): same
 * public list, same markup function. Until they arrive (or if they cannot) the hero stands alone.
 */
function useLandingCampersMarkup(): string {
  const [markup, setMarkup] = useState('');
  useEffect(() => {
    let current = true;
    request(() => api.public.campers.$get({ query: { limit: String(LANDING_CAMPERS_SHOWN) } })).then(
      (body) => current && setMarkup(landingCampersMarkup(body.campers, body.totaal)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return markup;
}

export const LANDING_TITLE = 'Camperdeel - slim beleven';

/**
 * The landing page inside the app (after logout, or a link to `/`). A first visit to `/` gets the same markup as
 * static HTML without any JavaScript (build/static-landing.ts); here its plain links become router navigations.
 */
export function Landing() {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const campers = useLandingCampersMarkup();

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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, shared with the static landing.html; camper values are escaped by landingCampersMarkup.
      dangerouslySetInnerHTML={{ __html: landingMarkup.replace(LANDING_CAMPERS_SLOT, () => campers) }}
    />
  );
}
