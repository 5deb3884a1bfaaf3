import { api } from '@camperdeel/client/api';
import { calendarStore, useCalendarStore } from '@camperdeel/client/calendar-store';
import { ownerKeys, ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiMutation, useApiQuery, useQueryClient } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { toastReservationCancelled, toastReservationMade } from '@camperdeel/client/reservation-toasts';
import { ownerRoundQueries } from '@camperdeel/client/rounds';
import { pruneSelection } from '@camperdeel/rules/calendar';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { planReservation } from '@camperdeel/rules/reservation-plan';
import { toast } from '@camperdeel/ui/lib/toast';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bookingSummary, heldForRound, type SelectMode, tapDay } from './booking-selection.ts';
import { deleteFailureTitle, reserveFailureTitle } from './calendar-view.ts';

const NO_RESERVATIONS = [] as const;
const NO_BLOCKS = [] as const;

/** What a reservation or its deletion changes: credits (and their history) and the camper's reservations. */
const CHANGED_BY_RESERVING = [ownerKeys.credits, ownerKeys.reservations] as const;

/** Where focus goes after a write (docs/decisions/0080-booking-on-the-calendar.md). */
export type FocusTarget = { kind: 'reservation'; id: string } | { kind: 'heading' } | null;

/**
 * The calendar page's data and actions (docs/product/owner.md#screens-spec-2, docs/product/calendar-and-credits.md#booking-on-the-calendar): credits and the camper's reservations, the selection
 * (in the shared calendar store) by single days or by period, its summary, reserving (pre-checked with
 * planReservation, re-checked by the server) and deleting with a refund. Writes invalidate what they changed
 * instead of reloading by hand.
 */
export function useReservations() {
  const client = useQueryClient();
  const credits = useApiQuery(ownerQueries.credits);
  const reservations = useApiQuery(ownerQueries.reservations);
  const blocks = useApiQuery(ownerQueries.blocks);
  const camper = useApiQuery(ownerQueries.camper);
  // Only a hint: without it the server's round_open answer still decides.
  const rounds = useApiQuery({ ...ownerRoundQueries.rounds, onlyLogged: true });
  // "Today" is read once per page visit; the calendar and the pre-check agree on it.
  const [today] = useState(() => todayInAmsterdam(new Date()));
  const selection = useCalendarStore((state) => state.selection);
  const [mode, setMode] = useState<SelectMode>('losse-dagen');
  const [periodStart, setPeriodStart] = useState<IsoDate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const running = useRef(false);

  const reservationList = reservations.data?.reserveringen ?? NO_RESERVATIONS;
  const creditList = credits.data?.credits ?? null;
  const blockList = blocks.data?.blokkades ?? NO_BLOCKS;
  const maxConsecutiveHigh = camper.data?.regels?.max_aaneengesloten_hoogseizoen ?? null;
  const roundList = rounds.data?.rondes;
  const openRoundYears = useMemo(
    () => new Set((roundList ?? []).filter((r) => r.status === 'open').map((r) => r.jaar)),
    [roundList],
  );
  const ctx = useMemo(
    () => ({ today, reservations: reservationList, blocks: blockList, openRoundYears }),
    [today, reservationList, blockList, openRoundYears],
  );

  // Fresh reservations (another owner may have been faster) or an opened round drop days that can no longer be chosen.
  useEffect(() => {
    calendarStore.getState().setSelection((current) => {
      const pruned = pruneSelection(current, ctx).filter((d) => !heldForRound(d, ctx.openRoundYears));
      return pruned.length === current.length ? current : pruned;
    });
  }, [ctx]);

  const summary = useMemo(
    () =>
      creditList ? bookingSummary(selection, { ...ctx, credits: creditList, maxConsecutiveHigh }) : null,
    [selection, ctx, creditList, maxConsecutiveHigh],
  );

  const reservation = useApiMutation({
    mutationFn: (dagen: IsoDate[]) => request(() => api.owner.reservations.$post({ json: { dagen } })),
    failureTitle: (failure) => reserveFailureTitle(failure.code ?? undefined),
    invalidates: CHANGED_BY_RESERVING,
    // A refusal means what the page showed was out of date (credits, someone else's days, a new block).
    onFailure: () =>
      void Promise.all(
        [...CHANGED_BY_RESERVING, ownerKeys.blocks].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
    onSuccess: (answer, dagen) => {
      toastReservationMade(dagen.length);
      calendarStore.getState().clear();
      setPeriodStart(null);
      const first = answer.reserveringen[0];
      setFocusTarget(first ? { kind: 'reservation', id: first.id } : { kind: 'heading' });
    },
    onSettled: () => {
      running.current = false;
    },
  });

  const deletion = useApiMutation({
    mutationFn: (id: string) => request(() => api.owner.reservations[':id'].$delete({ param: { id } })),
    failureTitle: (failure) => deleteFailureTitle(failure.code ?? undefined),
    invalidates: CHANGED_BY_RESERVING,
    onSuccess: (answer) => {
      toastReservationCancelled(answer);
      setFocusTarget({ kind: 'heading' });
    },
  });

  function toggle(day: IsoDate) {
    if (running.current) return;
    const result = tapDay({ selection, start: periodStart }, day, mode, ctx);
    calendarStore.getState().setSelection(() => [...result.selection]);
    setPeriodStart(result.start);
    setNotice(result.notice);
  }

  function changeMode(next: SelectMode) {
    setMode(next);
    setPeriodStart(null);
    setNotice(null);
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
    reservation.mutate([...selection]);
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
    openRoundYears,
    selection,
    mode,
    changeMode,
    periodStart,
    notice,
    summary,
    toggle,
    reserve,
    reserving: reservation.isPending,
    remove,
    focusTarget,
    focusDone: () => setFocusTarget(null),
  };
}
