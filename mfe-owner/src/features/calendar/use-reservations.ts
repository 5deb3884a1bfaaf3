import { api } from '@camperdeel/client/api';
import { calendarStore, useCalendarStore } from '@camperdeel/client/calendar-store';
import { ownerKeys, ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiMutation, useApiQuery, useQueryClient } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { toastReservationCancelled, toastReservationMade } from '@camperdeel/client/reservation-toasts';
import { pruneSelection, toggleDay } from '@camperdeel/rules/calendar';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { planReservation } from '@camperdeel/rules/reservation-plan';
import { toast } from '@camperdeel/ui/lib/toast';
import { useEffect, useMemo, useRef, useState } from 'react';
import { deleteFailureTitle, reserveFailureTitle } from './calendar-view.ts';

const NO_RESERVATIONS = [] as const;
const NO_BLOCKS = [] as const;

/** What a reservation or its deletion changes: credits (and their history) and the camper's reservations. */
const CHANGED_BY_RESERVING = [ownerKeys.credits, ownerKeys.reservations] as const;

/**
 * The calendar page's data and actions (docs/product/owner.md#screens-spec-2, docs/product/calendar-and-credits.md#states-spec-4, docs/product/calendar-and-credits.md#validation-spec-5): credits and the camper's reservations, the selection
 * (in the shared calendar store), reserving (pre-checked with planReservation, re-checked by the server) and
 * deleting with a refund. Writes invalidate what they changed instead of reloading by hand.
 */
export function useReservations() {
  const client = useQueryClient();
  const credits = useApiQuery(ownerQueries.credits);
  const reservations = useApiQuery(ownerQueries.reservations);
  const blocks = useApiQuery(ownerQueries.blocks);
  // "Today" is read once per page visit; the calendar and the pre-check agree on it.
  const [today] = useState(() => todayInAmsterdam(new Date()));
  const selection = useCalendarStore((state) => state.selection);
  const running = useRef(false);

  const reservationList = reservations.data?.reserveringen ?? NO_RESERVATIONS;
  const creditList = credits.data?.credits ?? null;
  const blockList = blocks.data?.blokkades ?? NO_BLOCKS;
  const ctx = useMemo(
    () => ({ today, reservations: reservationList, blocks: blockList }),
    [today, reservationList, blockList],
  );

  // Fresh reservations (another owner may have been faster) drop days that can no longer be chosen.
  useEffect(() => {
    calendarStore.getState().setSelection((current) => {
      const pruned = pruneSelection(current, ctx);
      return pruned.length === current.length ? current : pruned;
    });
  }, [ctx]);

  const reservation = useApiMutation({
    mutationFn: (dagen: IsoDate[]) => request(() => api.owner.reservations.$post({ json: { dagen } })),
    failureTitle: (failure) => reserveFailureTitle(failure.code ?? undefined),
    invalidates: CHANGED_BY_RESERVING,
    // A refusal means what the page showed was out of date (credits, someone else's days, a new block).
    onFailure: () =>
      void Promise.all(
        [...CHANGED_BY_RESERVING, ownerKeys.blocks].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
    onSuccess: (_answer, dagen) => {
      toastReservationMade(dagen.length);
      calendarStore.getState().clear();
    },
    onSettled: () => {
      running.current = false;
    },
  });

  const deletion = useApiMutation({
    mutationFn: (id: string) => request(() => api.owner.reservations[':id'].$delete({ param: { id } })),
    failureTitle: (failure) => deleteFailureTitle(failure.code ?? undefined),
    invalidates: CHANGED_BY_RESERVING,
    onSuccess: toastReservationCancelled,
  });

  function toggle(day: IsoDate) {
    if (running.current) return;
    calendarStore.getState().setSelection((current) => toggleDay(current, day, ctx));
  }

  function reserve() {
    // docs/product/calendar-and-credits.md#validation-spec-5: nothing selected, or a request already running, does nothing.
    if (selection.length === 0 || running.current) return;
    // The pre-check needs the credits; without them (still loading, failed) the server's check decides alone.
    const plan = creditList ? planReservation(selection, { ...ctx, credits: creditList }) : null;
    if (plan && !plan.ok) {
      toast.destructive({ title: reserveFailureTitle(plan.error.code), description: plan.error.message });
      return;
    }
    running.current = true;
    reservation.mutate(selection);
  }

  /** Rejects on failure (after the toast), so the confirmation dialog stays open. */
  async function remove(id: string) {
    await deletion.mutateAsync(id);
  }

  return {
    today,
    credits,
    reservations,
    blocks: blockList,
    selection,
    toggle,
    reserve,
    reserving: reservation.isPending,
    remove,
  };
}
