import { Button } from '@camperdeel/ui/components/Button';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { button } from '@camperdeel/ui/styled-system/recipes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CamperCard } from '../features/campers/CamperCard.tsx';
import { CamperCarousel } from '../features/campers/CamperCarousel.tsx';
import { CamperDetailsDialog } from '../shared/CamperDetailsDialog.tsx';
import type { PublicCamper } from '../shared/camper-types.ts';
import { loadPublicCampers, logLoadFailure } from './embed-api.ts';

type Loaded = { campers: PublicCamper[]; volgende: string | null; totaal: number };

export type CarouselEmbedProps = {
  /** Origin of the Camperdeel server the carousel reads from and links to; defaults to the page's own origin. */
  apiOrigin?: string;
};

/**
 * The camper carousel for partner sites: the dashboard's cards from the public list, a details dialog, and
 * 'Aanmelden' linking to Camperdeel's login (`/auth?redirect=dashboard`), where the apply flow continues.
 */
export function CarouselEmbed({ apiOrigin }: CarouselEmbedProps) {
  const origin = apiOrigin ?? window.location.origin;
  const [list, setList] = useState<Loaded | null>(null);
  const [details, setDetails] = useState<PublicCamper | null>(null);
  const applyHref = new URL('/auth?redirect=dashboard', origin).href;
  const asking = useRef(false);

  useEffect(() => {
    let cancelled = false;
    loadPublicCampers(origin).then(
      (first) => {
        if (!cancelled) setList(first);
      },
      (error: unknown) => {
        if (cancelled) return;
        logLoadFailure(error);
        setList({ campers: [], volgende: null, totaal: 0 });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [origin]);

  // The next batch, asked before the visitor reaches the last camper loaded; a failed batch is asked again later.
  const volgende = list?.volgende ?? null;
  const loadMore = useCallback(() => {
    if (volgende === null || asking.current) return;
    asking.current = true;
    loadPublicCampers(origin, volgende)
      .then((next) =>
        setList((shown) => (shown ? { ...next, campers: [...shown.campers, ...next.campers] } : shown)),
      )
      .catch(logLoadFailure)
      .finally(() => {
        asking.current = false;
      });
  }, [origin, volgende]);
  const campers = list?.campers ?? null;

  const applyLink = (
    <a className={button({ variant: 'solid' })} href={applyHref} target="_top">
      Aanmelden
    </a>
  );
  return (
    <section lang="nl" data-camperdeel-embed="carousel" className={css({ p: '2', bg: 'bg.canvas' })}>
      {campers === null ? (
        <Loading />
      ) : (
        <CamperCarousel
          campers={campers}
          total={list?.totaal}
          onNearEnd={loadMore}
          renderCard={(camper, index) => (
            <CamperCard
              camper={camper}
              priority={index === 0}
              origin={origin}
              actions={(canApply) => (
                <>
                  <Button variant="outline" onClick={() => setDetails(camper)}>
                    Meer details
                  </Button>
                  {canApply ? applyLink : null}
                </>
              )}
            />
          )}
        />
      )}
      <CamperDetailsDialog camper={details} origin={origin} onClose={() => setDetails(null)} />
    </section>
  );
}
