import { api } from '@camperdeel/client/api';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { swapKeys } from '@camperdeel/client/swaps';
import { type WatchCreateInput, watchCreateSchema } from '@camperdeel/rules/schemas/swaps';
import { WATCH_MAX_DAYS } from '@camperdeel/rules/swaps';
import { Button } from '@camperdeel/ui/components/Button';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';

/** Adds a period to the watch list; the server's refusal (the period is free, too long) stays by the form. */
export function WatchForm() {
  const { fieldProps, handleSubmit, reset, busy } = useSchemaForm({
    schema: watchCreateSchema,
    defaultValues: { start_datum: '', eind_datum: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const add = useApiMutation({
    mutationFn: (input: WatchCreateInput) => request(() => api.owner.watches.$post({ json: input })),
    failureTitle: 'Toevoegen mislukt',
    invalidates: [swapKeys.watches],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Toevoegen mislukt.'),
    onSuccess: () => {
      setError(null);
      reset();
      toast.success({
        title: 'Periode gevolgd',
        description: 'Je krijgt een melding zodra er dagen vrijkomen.',
      });
    },
  });
  return (
    <form
      onSubmit={handleSubmit((input) => add.mutateAsync(input).catch(() => undefined))}
      noValidate
      aria-label="Periode volgen"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Kies een bezette periode van maximaal {WATCH_MAX_DAYS} dagen. Je krijgt één melding zodra er een dag
        vrijkomt.
      </p>
      <div
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        })}
      >
        <InputField label="Van" type="date" required {...fieldProps('start_datum')} />
        <InputField label="Tot en met" type="date" required {...fieldProps('eind_datum')} />
      </div>
      <FormAlert message={error} />
      <Button type="submit" busy={busy} busyLabel="Toevoegen..." className={css({ alignSelf: 'start' })}>
        Volgen
      </Button>
    </form>
  );
}
