import { ownerCostKeys } from '@camperdeel/client/costs';
import { useApiMutation } from '@camperdeel/client/queries';
import type { FieldErrors, FieldValues } from '@camperdeel/client/schema-form';
import { toast } from '@camperdeel/ui/lib/toast';
import { useState } from 'react';
import { firstMessage } from './first-message.ts';

/**
 * A write of the costs page (a cost, a payment): it refreshes the costs and balances, and keeps the server's
 * refusal (or the form's own) by the form until the next save goes through.
 */
export function useCostWrite<V>({
  send,
  savedTitle,
  onSaved,
}: {
  send: (input: V) => Promise<unknown>;
  /** The toast once it is saved. */
  savedTitle: string;
  /** Empties what the next entry should not start with. */
  onSaved: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation({
    mutationFn: send,
    failureTitle: 'Fout bij opslaan',
    invalidates: [ownerCostKeys.all],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
    onSuccess: () => {
      setError(null);
      onSaved();
      toast.success({ title: savedTitle });
    },
  });
  /** A form's own refusal: its first message, in the form's order, replaces whatever was shown. */
  const refuse =
    <F extends FieldValues>(order: readonly (keyof F & string)[]) =>
    (errors: FieldErrors<F>) =>
      setError(firstMessage(errors, order));
  return { save, error, refuse };
}
