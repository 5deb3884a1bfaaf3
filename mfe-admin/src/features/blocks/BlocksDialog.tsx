import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateRange } from '@camperdeel/rules/format';
import { BLOCK_REASONS, type BlockCreateInput, blockCreateSchema } from '@camperdeel/rules/schemas/blocks';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { toast } from '@camperdeel/ui/lib/toast';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import type { AdminCamper } from '../../shared/admin-api.ts';
import { CamperRecords } from '../../shared/CamperRecords.tsx';
import { CamperSectionsDialog } from '../../shared/CamperSectionsDialog.tsx';
import { type AdminBlock, camperLifeApi } from '../../shared/camper-life-api.ts';
import { adminKeys } from '../../shared/queries.ts';
import { SectionForm } from '../../shared/SectionForm.tsx';
import { settled } from '../../shared/settled.ts';

const TITLE_SAVE = 'Fout bij opslaan';
const TITLE_DELETE = 'Fout bij verwijderen';

function conflictText(block: Pick<AdminBlock, 'conflicten'>): string | null {
  if (block.conflicten.length === 0) return null;
  const who = block.conflicten.map((c) => `${c.naam} (${formatDateRange(c.start_datum, c.eind_datum)})`);
  return `Valt over reserveringen van ${who.join(', ')}`;
}

/** 'Blokkades' of one camper: list with conflicts, add (APK, onderhoud, schade or own text), delete. */
export function BlocksDialog({ camper, onClose }: { camper: AdminCamper; onClose: () => void }) {
  const blocks = useApiQuery({
    queryKey: adminKeys.blocks(camper.id),
    queryFn: () => request(() => camperLifeApi.blocks(camper.id)),
    failureTitle: FAILURE_TITLES.load,
  });
  const { fieldProps, handleSubmit, reset, busy } = useSchemaForm({
    schema: blockCreateSchema,
    defaultValues: { start_datum: '', eind_datum: '', reden: BLOCK_REASONS[0] },
  });
  // The server's refusal (outside the horizon, end before start) stays next to the form until the next try.
  const [error, setError] = useState<string | null>(null);

  // Blocks change what owners can reserve: their calendars and the overview ask again.
  const addition = useApiMutation({
    mutationFn: (input: BlockCreateInput) => request(() => camperLifeApi.addBlock(camper.id, input)),
    failureTitle: TITLE_SAVE,
    invalidates: [adminKeys.blocks(camper.id)],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
  });

  async function add(input: BlockCreateInput) {
    const added = await settled(addition.mutateAsync(input));
    if (!added) return;
    setError(null);
    const conflicts = conflictText(added);
    toast.success({ title: 'Blokkade toegevoegd', ...(conflicts ? { description: conflicts } : {}) });
    reset({ start_datum: '', eind_datum: '', reden: input.reden });
  }

  const removal = useApiMutation({
    mutationFn: (block: AdminBlock) => request(() => camperLifeApi.deleteBlock(block.id)),
    failureTitle: TITLE_DELETE,
    invalidates: [adminKeys.blocks(camper.id)],
    onSuccess: () => toast.success({ title: 'Blokkade verwijderd' }),
  });

  return (
    <CamperSectionsDialog
      title={`Blokkades van ${camper.naam}`}
      description="Niemand kan geblokkeerde dagen reserveren. Bestaande reserveringen blijven staan en worden als conflict getoond."
      onClose={onClose}
    >
      <CamperRecords
        query={blocks}
        of={(answer) => answer.blokkades}
        label="Blokkades"
        empty="Geen blokkades."
      >
        {(b) => (
          <li
            key={b.id}
            className={cx(recordFrame, css({ display: 'flex', gap: '3', alignItems: 'center', p: '2.5' }))}
          >
            <div className={css({ flex: '1', minW: 0 })}>
              <p className={css({ fontWeight: 'medium' })}>
                {formatDateRange(b.start_datum, b.eind_datum)} · {b.reden}
              </p>
              {conflictText(b) ? (
                <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{conflictText(b)}</p>
              ) : null}
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => removal.mutate(b)}
              aria-label={`Blokkade ${formatDateRange(b.start_datum, b.eind_datum)} verwijderen`}
            >
              Verwijderen
            </Button>
          </li>
        )}
      </CamperRecords>
      <SectionForm
        title="Blokkade toevoegen"
        onSubmit={handleSubmit(add)}
        busy={busy}
        error={error}
        submitLabel="Blokkade toevoegen"
      >
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          })}
        >
          <InputField label="Van" type="date" required {...fieldProps('start_datum')} />
          <InputField label="Tot en met" type="date" required {...fieldProps('eind_datum')} />
        </div>
        <InputField
          label="Reden"
          required
          maxLength={200}
          list="blokkade-redenen"
          hint="Bijvoorbeeld APK, onderhoud of schade"
          {...fieldProps('reden')}
        />
        <datalist id="blokkade-redenen">
          {BLOCK_REASONS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
      </SectionForm>
    </CamperSectionsDialog>
  );
}
