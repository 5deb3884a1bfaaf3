import { api } from '@camperdeel/client/api';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { type OwnerRound, ownerRoundKeys } from '@camperdeel/client/rounds';
import { useFieldArray, useSchemaForm } from '@camperdeel/client/schema-form';
import { type WishesPutInput, wishesPutSchema } from '@camperdeel/rules/schemas/rounds';
import { MAX_WISHES } from '@camperdeel/rules/wish-rounds';
import { Button } from '@camperdeel/ui/components/Button';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { toast } from '@camperdeel/ui/lib/toast';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';

const rowStyle = cx(
  recordFrame,
  css({
    display: 'grid',
    gap: '2',
    gridTemplateColumns: {
      base: 'minmax(0, 1fr)',
      sm: 'minmax(0, 1fr) minmax(0, 1fr)',
      md: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    },
    alignItems: 'end',
    p: '2.5',
  }),
);
const buttonsStyle = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  gridColumn: { base: '1 / -1', md: 'auto' },
});

/** The owner's ranked wishes for an open round, best first: add, remove, move, save (docs/decisions/0076-wish-rounds.md). */
export function WishesForm({ round }: { round: OwnerRound }) {
  const { control, fieldProps, handleSubmit, busy } = useSchemaForm({
    schema: wishesPutSchema,
    defaultValues: {
      wensen: round.mijn_wensen.map(({ start_datum, eind_datum }) => ({ start_datum, eind_datum })),
    },
  });
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'wensen' });
  // The server's refusal (outside the high season, too many, round closed) stays by the form until the next try.
  const [error, setError] = useState<string | null>(null);

  const save = useApiMutation({
    mutationFn: (input: WishesPutInput) =>
      request(() => api.owner.rounds[':id'].wishes.$put({ param: { id: round.id }, json: input })),
    failureTitle: 'Fout bij opslaan',
    invalidates: [ownerRoundKeys.rounds],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
    onSuccess: () => {
      setError(null);
      toast.success({ title: 'Wensen opgeslagen' });
    },
  });

  return (
    <form
      onSubmit={handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))}
      noValidate
      aria-label={`Mijn wensen ${round.jaar}`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Geef tot {MAX_WISHES} perioden op, je liefste eerst.
      </p>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
        {fields.map((field, index) => (
          <li key={field.id} className={rowStyle} aria-label={`Wens ${index + 1}`}>
            <InputField
              label={`Wens ${index + 1} van`}
              type="date"
              required
              {...fieldProps(`wensen.${index}.start_datum`)}
            />
            <InputField
              label="Tot en met"
              type="date"
              required
              {...fieldProps(`wensen.${index}.eind_datum`)}
            />
            <div className={buttonsStyle}>
              {[
                { text: 'Omhoog', label: 'omhoog', disabled: index === 0, act: () => swap(index, index - 1) },
                {
                  text: 'Omlaag',
                  label: 'omlaag',
                  disabled: index === fields.length - 1,
                  act: () => swap(index, index + 1),
                },
                { text: 'Verwijderen', label: 'verwijderen', disabled: false, act: () => remove(index) },
              ].map((action) => (
                <Button
                  key={action.label}
                  size="sm"
                  variant="outline"
                  disabled={action.disabled}
                  onClick={action.act}
                  aria-label={`Wens ${index + 1} ${action.label}`}
                >
                  {action.text}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <FormAlert message={error} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant="outline"
          disabled={fields.length >= MAX_WISHES}
          onClick={() => append({ start_datum: '', eind_datum: '' })}
        >
          Wens toevoegen
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
          Wensen opslaan
        </Button>
      </div>
    </form>
  );
}
