import { pruneSelection, toggleDay } from '@camperdeel/rules/calendar';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { planReservation } from '@camperdeel/rules/reservation-plan';
import { toast } from '@camperdeel/ui/lib/toast';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ownerApi } from '../owner-data/owner-api.ts';
import { useLoad } from '../owner-data/use-load.ts';
import { deleteFailureTitle, errorCodeOf, reserveFailureTitle } from './calendar-view.ts';

const NO_RESERVATIONS = [] as const;
const NO_BLOCKS = [] as const;

/**
 * The calendar page's data and actions (spec §2, §4, §5): credits and the camper's reservations, the selection,
 * reserving (pre-checked with planReservation, re-checked by the server) and deleting with a refund.
 */
export function useReservations() {
  const credits = useLoad(ownerApi.credits, FAILURE_TITLES.loadCredits);
  const reservations = useLoad(ownerApi.reservations, FAILURE_TITLES.loadReservations);
  const blocks = useLoad(ownerApi.blocks, FAILURE_TITLES.loadReservations);
  // "Today" is read once per page visit; the calendar and the pre-check agree on it.
  const [today] = useState(() => todayInAmsterdam(new Date()));
  const [selection, setSelection] = useState<IsoDate[]>([]);
  const [reserving, setReserving] = useState(false);
  const running = useRef(false);

  const reservationList =
    reservations.state.status === 'ok' ? reservations.state.data.reserveringen : NO_RESERVATIONS;
  const creditList = credits.state.status === 'ok' ? credits.state.data.credits : null;
  const blockList = blocks.state.status === 'ok' ? blocks.state.data.blokkades : NO_BLOCKS;
  const ctx = useMemo(
    () => ({ today, reservations: reservationList, blocks: blockList }),
    [today, reservationList, blockList],
  );

  // Fresh reservations (another owner may have been faster) drop days that can no longer be chosen.
  useEffect(() => {
    setSelection((current) => {
      const pruned = pruneSelection(current, ctx);
      return pruned.length === current.length ? current : pruned;
    });
  }, [ctx]);

  function toggle(day: IsoDate) {
    if (running.current) return;
    setSelection((current) => toggleDay(current, day, ctx));
  }

  async function reserve() {
    // Spec §5: nothing selected, or a request already running, does nothing.
    if (selection.length === 0 || running.current) return;
    // The pre-check needs the credits; without them (still loading, failed) the server's check decides alone.
    const plan = creditList ? planReservation(selection, { ...ctx, credits: creditList }) : null;
    if (plan && !plan.ok) {
      toast.destructive({ title: reserveFailureTitle(plan.error.code), description: plan.error.message });
      return;
    }
    running.current = true;
    setReserving(true);
    const result = await ownerApi.reserve(selection);
    running.current = false;
    setReserving(false);
    if (!result.ok) {
      const failure = errorToast(result.body, reserveFailureTitle(errorCodeOf(result.body)));
      toast.destructive({ title: failure.title, description: failure.message });
      await Promise.all([credits.reload(), reservations.reload(), blocks.reload()]);
      return;
    }
    const done = toasts.reservationCreated(selection.length);
    toast.success({ title: done.title, description: done.message });
    setSelection([]);
    await Promise.all([credits.reload(), reservations.reload()]);
  }

  /** Rejects on failure (after the toast), so the confirmation dialog stays open. */
  async function remove(id: string) {
    const result = await ownerApi.deleteReservation(id);
    if (!result.ok) {
      const failure = errorToast(result.body, deleteFailureTitle(errorCodeOf(result.body)));
      toast.destructive({ title: failure.title, description: failure.message });
      throw new Error(failure.message);
    }
    const { vrijgegeven_dagen, teruggestort } = result.data;
    const done = toasts.reservationDeleted(
      vrijgegeven_dagen,
      teruggestort.hoogseizoen,
      teruggestort.laagseizoen,
    );
    toast.success({ title: done.title, description: done.message });
    await Promise.all([credits.reload(), reservations.reload()]);
  }

  return { today, credits, reservations, blocks: blockList, selection, toggle, reserve, reserving, remove };
}
