import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import {
  DAMAGE_STATUS_LABELS,
  DAMAGE_STATUSES,
  type HandoverCorrection,
  handoverCorrectionSchema,
} from '@camperdeel/rules/handover-correction';
import { Button } from '@camperdeel/ui/components/Button';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { type AdminHandover, camperLifeApi } from '../../shared/camper-life-api.ts';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';

type Values = { km_stand: string; reden: string; notitie: string; schade_status: string };

/** '45.230' or '45 230' as typed off a dashboard; anything else goes to the schema as text, which refuses it. */
function kmOf(text: string): number | string {
  const bare = /^\d{1,3}([. ]\d{3})+$/.test(text.trim()) ? text.trim().replace(/[. ]/g, '') : text.trim();
  return /^\d+$/.test(bare) ? Number(bare) : bare;
}

/** Only what the admin changed is sent: an untouched field stays as stored. */
export function correctionPayload(handover: AdminHandover) {
  return (values: Values): Record<string, unknown> => {
    const km = kmOf(values.km_stand);
    return {
      ...(km !== handover.km_stand ? { km_stand: km } : {}),
      ...(values.reden.trim() !== '' ? { reden: values.reden } : {}),
      ...(values.notitie !== (handover.notitie ?? '') ? { notitie: values.notitie } : {}),
      ...(values.schade_status !== (handover.schade_status ?? '')
        ? { schade_status: values.schade_status }
        : {}),
    };
  };
}

/** 'Corrigeren': the km reading (with a reason), the admin's note and the damage follow-up of one handover. */
export function HandoverCorrectionForm({
  camperId,
  handover,
  onDone,
  alsoInvalidates = [],
}: {
  camperId: string;
  handover: AdminHandover;
  onDone: () => void;
  /** Other lists that show this handover (the damage list). */
  alsoInvalidates?: readonly (readonly unknown[])[];
}) {
  const {
    fieldProps,
    control,
    handleSubmit,
    formState: { errors },
    busy,
  } = useSchemaForm({
    schema: formSchema(handoverCorrectionSchema, correctionPayload(handover)),
    defaultValues: {
      km_stand: String(handover.km_stand),
      reden: '',
      notitie: handover.notitie ?? '',
      schade_status: handover.schade_status ?? '',
    },
  });
  const [error, setError] = useState<string | null>(null);
  const correction = useApiMutation({
    mutationFn: (input: HandoverCorrection) =>
      request(() => camperLifeApi.correctHandover(handover.id, input)),
    failureTitle: 'Fout bij corrigeren',
    invalidates: [adminKeys.handovers(camperId), ...alsoInvalidates],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
  });

  async function save(input: HandoverCorrection) {
    if (!(await settled(correction.mutateAsync(input)))) return;
    toast.success({ title: 'Overdracht gecorrigeerd' });
    onDone();
  }

  // A refusal of the whole form (nothing changed) has no field of its own.
  const formError = (errors as Record<string, { message?: unknown } | undefined>)['']?.message;
  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label="Overdracht corrigeren"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}
    >
      <InputField label="Kilometerstand" inputMode="numeric" {...fieldProps('km_stand')} />
      <InputField
        label="Reden"
        hint="Verplicht bij een andere kilometerstand; komt in het auditlog"
        maxLength={500}
        {...fieldProps('reden')}
      />
      <TextareaField label="Notitie" rows={2} maxLength={2000} {...fieldProps('notitie')} />
      {handover.schade_status !== null ? (
        <FormSelect
          control={control}
          name="schade_status"
          label="Schadestatus"
          options={DAMAGE_STATUSES.map((s) => ({ value: s, label: DAMAGE_STATUS_LABELS[s] }))}
        />
      ) : null}
      <FormAlert message={typeof formError === 'string' ? formError : error} />
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="sm" busy={busy} busyLabel="Bezig met opslaan...">
          Opslaan
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}

/** 'Verwijderen' after a confirmation: the handover and its photos are gone, the audit log keeps the old values. */
export function HandoverDeleteDialog({
  camperId,
  handover,
  onClose,
}: {
  camperId: string;
  handover: AdminHandover | null;
  onClose: () => void;
}) {
  const removal = useApiMutation({
    mutationFn: (h: AdminHandover) => request(() => camperLifeApi.deleteHandover(h.id)),
    failureTitle: 'Fout bij verwijderen',
    invalidates: [adminKeys.handovers(camperId)],
    onSuccess: () => toast.success({ title: 'Overdracht verwijderd' }),
  });
  return (
    <ConfirmDialog
      open={handover !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Overdracht verwijderen?"
      description="De overdracht en de foto's worden verwijderd. Het auditlog bewaart de oude gegevens."
      cancelLabel="Terug"
      confirmLabel="Verwijderen"
      busyLabel="Verwijderen..."
      onConfirm={() => (handover ? removal.mutateAsync(handover) : undefined)}
    />
  );
}
