import type { api } from '@camperdeel/client/api';
import { ownerKeys } from '@camperdeel/client/owner-queries';
import { useApiMutation } from '@camperdeel/client/queries';
import type { Answer } from '@camperdeel/client/request';
import { Controller, useSchemaForm } from '@camperdeel/client/schema-form';
import { upload } from '@camperdeel/client/upload';
import { NO_CONNECTION_CODE } from '@camperdeel/rules/errors';
import { formatDateTime, formatFileSize } from '@camperdeel/rules/format';
import {
  HANDOVER_MOMENT_LABELS,
  type HandoverFields,
  type HandoverMoment,
  handoverFieldsSchema,
  MAX_HANDOVER_PHOTOS,
} from '@camperdeel/rules/handover';
import { acceptAttribute, IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { Switch } from '@camperdeel/ui/components/Switch';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { type HandoverConcept, handoverConcepts } from './handover-concept.ts';

const TITLE_FAILED = 'Fout bij registreren';
const PHOTO_ACCEPT = acceptAttribute(IMAGE_FILE_TYPES);

/** What the owner fills in, checked with the server's own schema (rules/handover) before sending. */
const formSchema = handoverFieldsSchema.omit({ moment: true });
type FormOutput = Omit<HandoverFields, 'moment'>;

type Recorded = Answer<(typeof api.owner.reservations)[':id']['handovers']['$post']>;

/** The multipart form the route reads: the fields as strings plus up to six photos under `foto`. */
function handoverForm(moment: HandoverMoment, values: FormOutput, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('moment', moment);
  form.append('km_stand', String(values.km_stand));
  form.append('brandstof_procent', String(values.brandstof_procent));
  form.append('schoon', String(values.schoon));
  form.append('schade', values.schade ?? '');
  for (const photo of photos) form.append('foto', photo);
  return form;
}

/** 'Ophalen registreren' / 'Terugbrengen registreren': km, fuel, clean, damage and up to six photos. */
export function HandoverDialog({
  reservationId,
  range,
  moment,
  open,
  onOpenChange,
}: {
  reservationId: string;
  range: string;
  moment: HandoverMoment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [concept, setConcept] = useState<HandoverConcept | null>(() =>
    handoverConcepts.read(reservationId, moment),
  );
  const form = useSchemaForm({
    schema: formSchema,
    defaultValues: {
      km_stand: concept?.km_stand ?? '',
      brandstof_procent: concept?.brandstof_procent ?? '',
      schoon: concept?.schoon === 'false' ? 'false' : 'true',
      schade: concept?.schade ?? '',
    },
  });
  // What is typed, kept on this device; sent only by the owner's own tap (docs/product/on-the-road.md).
  const keepConcept = () => {
    const { km_stand, brandstof_procent, schoon, schade } = form.getValues() as Record<string, unknown>;
    setConcept(
      handoverConcepts.keep(reservationId, moment, {
        km_stand: String(km_stand ?? ''),
        brandstof_procent: String(brandstof_procent ?? ''),
        schoon: String(schoon ?? 'true'),
        schade: String(schade ?? ''),
      }),
    );
  };
  const { errors } = form.formState;
  const record = useApiMutation({
    mutationFn: (values: FormOutput) =>
      upload<Recorded>(
        `/api/owner/reservations/${encodeURIComponent(reservationId)}/handovers`,
        handoverForm(moment, values, photos),
      ),
    failureTitle: TITLE_FAILED,
    invalidates: [ownerKeys.handovers],
    // The toast says it; the form keeps saying it next to the fields until the next try.
    onFailure: (failure) => {
      // No connection: what was typed stays on the device as a concept, never sent behind the owner's back.
      if (failure.code === NO_CONNECTION_CODE) keepConcept();
      form.setError('root', { message: failure.message });
    },
    onSuccess: () => {
      handoverConcepts.drop(reservationId, moment);
      setConcept(null);
      toast.success({
        title: 'Overdracht geregistreerd',
        description: `${HANDOVER_MOMENT_LABELS[moment]} ${range}`,
      });
      onOpenChange(false);
    },
  });
  const title = `${HANDOVER_MOMENT_LABELS[moment]} registreren`;
  const busy = record.isPending;
  const problem =
    errors.km_stand?.message ??
    errors.brandstof_procent?.message ??
    errors.schade?.message ??
    (photos.length > MAX_HANDOVER_PHOTOS
      ? `Je kunt maximaal ${MAX_HANDOVER_PHOTOS} foto's toevoegen.`
      : null) ??
    errors.root?.message;

  const submit = form.handleSubmit((values) => {
    if (busy || photos.length > MAX_HANDOVER_PHOTOS) return;
    record.mutate(values);
  });

  const formId = `overdracht-${reservationId}-${moment}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Reservering ${range}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuleren
          </Button>
          <Button variant="outline" onClick={keepConcept} disabled={busy}>
            Bewaren als concept
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Bezig met versturen...">
            {concept ? 'Versturen' : 'Opslaan'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => void submit(e)}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <InputField label="Kilometerstand" inputMode="numeric" required {...form.register('km_stand')} />
        <InputField
          label="Brandstof (%)"
          inputMode="numeric"
          hint="0 is leeg, 100 is vol"
          required
          {...form.register('brandstof_procent')}
        />
        <Controller
          control={form.control}
          name="schoon"
          render={({ field }) => (
            <Switch
              label="Schoon"
              checked={field.value === 'true'}
              onCheckedChange={(on) => field.onChange(on ? 'true' : 'false')}
              name="schoon"
            />
          )}
        />
        <TextareaField
          label="Schade"
          hint="Laat leeg als er geen schade is"
          rows={3}
          maxLength={2000}
          {...form.register('schade')}
        />
        <FileUpload
          label="Foto's"
          hint={`Maximaal ${MAX_HANDOVER_PHOTOS} foto's van elk maximaal ${formatFileSize(MAX_IMAGE_BYTES)}`}
          accept={PHOTO_ACCEPT}
          maxFiles={MAX_HANDOVER_PHOTOS}
          maxFileSize={MAX_IMAGE_BYTES}
          formatSize={formatFileSize}
          name="foto"
          onFilesChange={setPhotos}
        />
        {concept ? (
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Concept bewaard op dit apparaat ({formatDateTime(concept.bewaard_op)}). Het wordt pas verstuurd
            als je op 'Versturen' tikt. Foto's voeg je toe bij het versturen.
          </p>
        ) : null}
        <FormAlert message={problem} />
      </form>
    </Dialog>
  );
}
