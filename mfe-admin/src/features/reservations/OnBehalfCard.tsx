import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { toastReservationCancelled, toastReservationMade } from '@camperdeel/client/reservation-toasts';
import { Controller, useSchemaForm } from '@camperdeel/client/schema-form';
import { eachDay, isIsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateRange, formatDayCount } from '@camperdeel/rules/format';
import { canAdminCancelReservation } from '@camperdeel/rules/refund';
import {
  type OnBehalfReservationInput,
  onBehalfReservationSchema,
} from '@camperdeel/rules/schemas/reservations';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { z } from 'zod';
import type { AdminCamper } from '../../shared/admin-api.ts';
import { CamperSearchField } from '../../shared/CamperSearchField.tsx';
import { type AdminCamperReservation, camperLifeApi } from '../../shared/camper-life-api.ts';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { adminKeys, useCamperChoices } from '../../shared/queries.ts';
import { SelectField } from '../../shared/SelectField.tsx';
import { settled } from '../../shared/settled.ts';

/** The days from `van` to `tot` inclusive, or a Dutch reason why not (at most a year, end not before start). */
export function daysOf(van: string, tot: string): { dagen: string[] } | { error: string } {
  if (!isIsoDate(van) || !isIsoDate(tot || van)) return { error: 'Kies een geldige begin- en einddatum.' };
  const end = tot || van;
  if (end < van) return { error: 'De einddatum mag niet voor de begindatum liggen.' };
  const dagen = eachDay(van, end);
  if (dagen.length > 366) return { error: 'Kies maximaal 366 dagen tegelijk.' };
  return { dagen };
}

/** The fields as chosen; `reserve` reads them into the request the server's schema checks. */
const fieldsSchema = z.object({
  camper_id: z.string(),
  user_id: z.string(),
  van: z.string(),
  tot: z.string(),
});
type Values = z.infer<typeof fieldsSchema>;

function Reservations({ camper }: { camper: AdminCamper }) {
  const reservations = useApiQuery({
    queryKey: adminKeys.camperReservations(camper.id),
    queryFn: () => request(() => camperLifeApi.reservations(camper.id)),
    failureTitle: FAILURE_TITLES.loadReservations,
  });
  const [cancelling, setCancelling] = useState<AdminCamperReservation | null>(null);

  // A cancellation refunds credits and frees days: the camper's list, the overview and the users ask again.
  const cancellation = useApiMutation({
    mutationFn: (reservation: AdminCamperReservation) => request(() => camperLifeApi.cancel(reservation.id)),
    failureTitle: FAILURE_TITLES.deleteReservation,
    invalidates: [adminKeys.camperReservations(camper.id), adminKeys.overview, adminKeys.users],
    onSuccess: toastReservationCancelled,
  });

  const today = todayInAmsterdam(new Date());
  return (
    <>
      <QueryState
        query={reservations}
        failureTitle={FAILURE_TITLES.loadReservations}
        empty={<p className={css({ color: 'fg.muted' })}>Deze camper heeft geen reserveringen.</p>}
        isEmpty={(answer) => answer.reserveringen.length === 0}
      >
        {({ reserveringen }) => (
          <ul
            aria-label={`Reserveringen van ${camper.naam}`}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              divideY: '1px',
              divideColor: 'border.default',
            })}
          >
            {reserveringen.map((r) => (
              <li key={r.id} className={css({ display: 'flex', gap: '3', alignItems: 'center', py: '2' })}>
                <span className={css({ flex: '1' })}>
                  <span className={css({ fontWeight: 'medium' })}>{r.naam}</span> ·{' '}
                  {formatDateRange(r.start_datum, r.eind_datum)} · {formatDayCount(r.credits_gebruikt)}
                </span>
                {/* An ended reservation is history: the server refuses to cancel it, so no button offers it. */}
                {canAdminCancelReservation(r, today) && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setCancelling(r)}
                    aria-label={`Reservering van ${r.naam} ${formatDateRange(r.start_datum, r.eind_datum)} annuleren`}
                  >
                    Annuleren
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        {...confirmAbout(
          cancelling,
          () => setCancelling(null),
          (r) => cancellation.mutateAsync(r),
        )}
        title="Reservering annuleren?"
        description="De reservering wordt verwijderd en de credits worden teruggestort naar de eigenaar."
        cancelLabel="Terug"
        confirmLabel="Annuleren"
        busyLabel="Bezig..."
      />
    </>
  );
}

/** 'Reserveren namens een eigenaar': the same rules and credits as the owner's own calendar, and cancel with refund. */
export function OnBehalfCard() {
  // A federation has thousands of campers: the select offers the ones the search box finds (the first 200).
  const [zoek, setZoek] = useState('');
  const { data: answer } = useCamperChoices(zoek);
  const campers = answer?.campers ?? null;
  // The chosen camper stays chosen while the search box finds others.
  const [picked, setPicked] = useState<AdminCamper | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors },
    busy,
  } = useSchemaForm({
    schema: fieldsSchema,
    defaultValues: { camper_id: '', user_id: '', van: '', tot: '' },
  });
  const reservation = useApiMutation({
    mutationFn: ({ camperId, input }: { camperId: string; input: OnBehalfReservationInput }) =>
      request(() => camperLifeApi.reserve(camperId, input)),
    failureTitle: FAILURE_TITLES.reserve,
    invalidates: [adminKeys.all],
    onFailure: (failure) =>
      setError('root', { message: failure.envelope?.error.message ?? 'Reserveren mislukt.' }),
  });
  const camperId = watch('camper_id');
  const camper = picked?.id === camperId ? picked : null;

  async function reserve(values: Values) {
    if (!camper || !values.user_id) {
      setError('root', { message: 'Kies een camper en een eigenaar.' });
      return;
    }
    const days = daysOf(values.van, values.tot);
    if ('error' in days) {
      setError('root', { message: days.error });
      return;
    }
    // The same schema the server checks the body with.
    const checked = onBehalfReservationSchema.safeParse({ user_id: values.user_id, dagen: days.dagen });
    if (!checked.success) {
      setError('root', { message: checked.error.issues[0]?.message ?? 'Ongeldige invoer' });
      return;
    }
    const made = await settled(reservation.mutateAsync({ camperId: camper.id, input: checked.data }));
    if (!made) return;
    toastReservationMade(days.dagen.length);
    reset({ ...values, van: '', tot: '' });
  }

  return (
    <Card
      title="Reserveren namens een eigenaar"
      description="Dezelfde regels en credits als in de kalender van de eigenaar."
    >
      <form
        onSubmit={handleSubmit(reserve)}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
        >
          <CamperSearchField
            value={zoek}
            onValueChange={setZoek}
            className={css({ gridColumn: { md: '1 / -1' } })}
          />
          <Controller
            control={control}
            name="camper_id"
            render={({ field }) => (
              <SelectField
                label="Camper"
                name="camper"
                placeholder="Kies een camper"
                options={[
                  ...(picked && !campers?.some((c) => c.id === picked.id) ? [picked] : []),
                  ...(campers ?? []),
                ].map((c) => ({ value: c.id, label: c.naam }))}
                value={field.value || null}
                onValueChange={(id) => {
                  setPicked(campers?.find((c) => c.id === id) ?? (picked?.id === id ? picked : null));
                  field.onChange(id);
                  // Another camper has other owners.
                  setValue('user_id', '');
                }}
              />
            )}
          />
          <FormSelect
            control={control}
            name="user_id"
            label="Eigenaar"
            placeholder="Kies een eigenaar"
            options={(camper?.eigenaars ?? []).map((o) => ({ value: o.user_id, label: o.naam }))}
          />
          <InputField label="Van" type="date" required {...register('van')} />
          <InputField label="Tot en met" type="date" {...register('tot')} />
        </div>
        <FormAlert message={errors.root?.message} />
        <Button type="submit" busy={busy} busyLabel="Bezig met reserveren...">
          Reserveren
        </Button>
      </form>
      {camper ? (
        <div className={css({ mt: '5' })}>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>Reserveringen van {camper.naam}</h3>
          <Reservations camper={camper} />
        </div>
      ) : null}
    </Card>
  );
}
