import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { formatDateShort, formatEuro } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { APPLICATIONS_KEY, applicationsApi, type OwnApplication } from '../../shared/applications-api.ts';
import { CamperPhoto } from '../../shared/CamperPhoto.tsx';
import { brandAndModel } from '../../shared/camper-facts.ts';
import { applicationStatusBadge } from './application-status.ts';

const styles = {
  // minmax(0, …): a long camper name wraps instead of widening the column past the screen.
  list: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  }),
  card: css({
    display: 'flex',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'card',
    overflow: 'hidden',
  }),
  photo: css({ w: { base: '24', sm: '32' }, flexShrink: 0, minH: '32' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', flex: '1', minW: '0' }),
  top: css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' }),
  name: css({ fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ mt: '2' }),
};

function ApplicationCard({ aanmelding }: { aanmelding: OwnApplication }) {
  const { camper } = aanmelding;
  const status = applicationStatusBadge(aanmelding.status);
  const [confirming, setConfirming] = useState(false);
  const withdrawal = useApiMutation({
    mutationFn: () => applicationsApi.withdraw(aanmelding.id),
    failureTitle: 'Intrekken mislukt',
    invalidates: [APPLICATIONS_KEY],
    onSuccess: () => toast.success({ title: 'Aanmelding ingetrokken' }),
  });
  // Rejects on failure (after the failure policy's toast), so the confirmation stays open.
  const withdraw = async () => {
    await withdrawal.mutateAsync();
  };

  return (
    <li>
      <article className={styles.card} aria-label={camper.naam}>
        <CamperPhoto src={camper.hoofdfoto_url} alt={`Foto van ${camper.naam}`} className={styles.photo} />
        <div className={styles.body}>
          <div className={styles.top}>
            <h2 className={styles.name}>{camper.naam}</h2>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className={styles.muted}>{brandAndModel(camper)}</p>
          <p className={styles.muted}>
            {camper.aantal_zitplaatsen} zitplaatsen · {camper.aantal_bedden} slaapplaatsen ·{' '}
            {formatEuro(camper.prijs)} per eigenaar
          </p>
          <p className={styles.muted}>Aangemeld op {formatDateShort(new Date(aanmelding.created_at))}</p>
          {aanmelding.status === 'in_afwachting' ? (
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(true)}
                aria-label={`Aanmelding voor ${camper.naam} intrekken`}
              >
                Intrekken
              </Button>
            </div>
          ) : null}
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Aanmelding intrekken?"
        description={`Je aanmelding voor ${camper.naam} wordt ingetrokken.`}
        confirmLabel="Intrekken"
        busyLabel="Bezig met intrekken..."
        onConfirm={withdraw}
      />
    </li>
  );
}

/**
 * `/dashboard/aanmeldingen` 'Mijn aanmeldingen': the user's own applications, newest first, each with its camper
 * and status. A failed load is only logged (docs/product/messages.md#error-catalogue-spec-8 silent failures) and shows the empty state; an ended session
 * goes to the login page.
 */
export default function MyApplicationsPage() {
  const query = useApiQuery({
    queryKey: APPLICATIONS_KEY,
    queryFn: async () => (await applicationsApi.list()).aanmeldingen,
    failureTitle: 'Aanmeldingen laden',
    onlyLogged: true,
  });
  const aanmeldingen = query.isError ? [] : (query.data ?? null);

  return (
    <>
      <PageHeader title="Mijn aanmeldingen" description="De campers waarvoor je je hebt aangemeld." />
      {aanmeldingen === null ? (
        <Loading />
      ) : aanmeldingen.length === 0 ? (
        <EmptyState title="Je hebt je nog niet aangemeld voor een camper." icon={<ClipboardList />} />
      ) : (
        <ul className={styles.list}>
          {aanmeldingen.map((aanmelding) => (
            <ApplicationCard key={aanmelding.id} aanmelding={aanmelding} />
          ))}
        </ul>
      )}
    </>
  );
}
