import { toasts } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';

/** What the server answers to a cancelled reservation: the days it freed and the credits it gave back. */
type Cancelled = { vrijgegeven_dagen: number; teruggestort: { hoogseizoen: number; laagseizoen: number } };

/** 'Reservering verwijderd' with the days freed and the credits refunded, whoever cancelled (owner or admin). */
export function toastReservationCancelled({ vrijgegeven_dagen, teruggestort }: Cancelled): void {
  const done = toasts.reservationDeleted(
    vrijgegeven_dagen,
    teruggestort.hoogseizoen,
    teruggestort.laagseizoen,
  );
  toast.success({ title: done.title, description: done.message });
}

/** 'Reservering aangemaakt' with the number of days booked, whoever booked them (owner or admin for an owner). */
export function toastReservationMade(days: number): void {
  const done = toasts.reservationCreated(days);
  toast.success({ title: done.title, description: done.message });
}
