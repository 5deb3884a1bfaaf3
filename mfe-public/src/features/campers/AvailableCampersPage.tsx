import { api } from '@camperdeel/client/api';
import { useApiPages } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { CAROUSEL_BATCH, carouselBadge } from '@camperdeel/rules/camper';
import { Button } from '@camperdeel/ui/components/Button';
import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { useCallback, useState } from 'react';
import type { PublicCamper } from '../../shared/camper-types.ts';
import { CamperCard } from './CamperCard.tsx';
import { CamperCarousel } from './CamperCarousel.tsx';
import { preloadApplyDialogs, useApplyFlow } from './use-apply-flow.tsx';

// The details dialog (and with it Ark's dialog) loads when a card's buttons are first pointed at or focused, or at
// the latest when it opens: the carousel's first paint does without it (docs/decisions/0050-web-bytes.md).
const CamperDetailsDialog = deferredDialog(
  () => import('../../shared/CamperDetailsDialog.tsx').then((module) => module.CamperDetailsDialog),
  (props) => props.camper !== null,
  (props) => ({ ...props, camper: null }),
);

/** Loads the dialogs the carousel's buttons open: details, the apply confirmation and 'Bedankt!'. */
export async function preloadCarouselDialogs(): Promise<void> {
  await Promise.all([CamperDetailsDialog.preload(), preloadApplyDialogs()]);
}

/**
 * The carousel's campers. The API already leaves hidden campers out for users; admins get every camper from it,
 * so the carousel filters too: it only ever shows campers marked for camper-finding (docs/product/public.md#screens-spec-2).
 */
export function carouselCampers(campers: readonly PublicCamper[]): PublicCamper[] {
  return campers.filter((camper) => camper.toont_in_camper_vinden);
}

export const CAROUSEL_KEY = ['campers', 'carousel'] as const;

/** One batch of the carousel's campers by name; the next batch is asked for before the visitor reaches it. */
export function loadCarouselBatch(cursor: string | undefined) {
  return request(() =>
    api.campers.$get({ query: { limit: String(CAROUSEL_BATCH), ...(cursor ? { cursor } : {}) } }),
  );
}

/** `/dashboard` 'Beschikbare campers': the carousel, a details dialog per camper and the apply flow. */
export default function AvailableCampersPage({ userName }: { userName: string }) {
  // docs/product/messages.md#error-catalogue-spec-8: a failed carousel load is only logged and shows no campers.
  const query = useApiPages({
    queryKey: CAROUSEL_KEY,
    queryFn: ({ pageParam }) => loadCarouselBatch(pageParam),
    failureTitle: 'Campers laden',
    onlyLogged: true,
  });
  const campers = query.isError
    ? []
    : query.data
      ? carouselCampers(query.data.pages.flatMap((page) => page.campers))
      : null;
  const total = query.data?.pages[0]?.totaal;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const [details, setDetails] = useState<PublicCamper | null>(null);
  const apply = useApplyFlow();
  const prepare = () => void preloadCarouselDialogs();
  const intent = { onPointerEnter: prepare, onFocus: prepare };

  return (
    <>
      <PageHeader
        title="Beschikbare campers"
        description={`Welkom, ${userName}. Kies een camper en meld je aan als mede-eigenaar.`}
      />
      {campers === null ? (
        <Loading />
      ) : (
        <CamperCarousel
          campers={campers}
          total={total}
          onNearEnd={loadMore}
          renderCard={(camper, index) => (
            <CamperCard
              camper={camper}
              priority={index === 0}
              actions={(canApply) => (
                <>
                  <Button variant="outline" onClick={() => setDetails(camper)} {...intent}>
                    Meer details
                  </Button>
                  {canApply ? (
                    <Button onClick={() => apply.start(camper)} {...intent}>
                      Aanmelden
                    </Button>
                  ) : null}
                </>
              )}
            />
          )}
        />
      )}
      <CamperDetailsDialog
        camper={details}
        onClose={() => setDetails(null)}
        footer={
          details &&
          carouselBadge(details.aantal_sloten_eigenaars, details.aantal_ingevulde_sloten).canApply ? (
            <Button
              onClick={() => {
                apply.start(details);
                setDetails(null);
              }}
            >
              Aanmelden
            </Button>
          ) : null
        }
      />
      {apply.dialogs}
    </>
  );
}
