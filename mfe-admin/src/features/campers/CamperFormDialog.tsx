import { useApiMutation } from '@camperdeel/client/queries';
import { queryClient } from '@camperdeel/client/query-client';
import { request } from '@camperdeel/client/request';
import { Controller, formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import {
  CAMPER_STATUS_LABELS,
  CAMPER_STATUSES,
  CATEGORIE_LABELS,
  CATEGORIEEN,
  CONDITIE_LABELS,
  CONDITIES,
  MAX_DETAIL_PHOTOS,
  RIJBEWIJZEN,
} from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import { type CamperCreateInput, camperCreateSchema } from '@camperdeel/rules/schemas/camper';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { NumberInput } from '@camperdeel/ui/components/NumberInput';
import { Switch } from '@camperdeel/ui/components/Switch';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { AmountField } from '../../shared/AmountField.tsx';
import { type AdminCamper, admin } from '../../shared/admin-api.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';
import { CamperPhotos } from './CamperPhotos.tsx';
import { camperPayload, initialCamperValues, type NumberField } from './camper-form.ts';
import { uploadCamperFile } from './campers-api.ts';

const IMAGES = ['image/*'];
const PDF = { 'application/pdf': ['.pdf'] };

const NUMBER_FIELDS: { key: NumberField; label: string; required: boolean }[] = [
  { key: 'aantal_sloten_eigenaars', label: 'Aantal eigenaars', required: true },
  { key: 'aantal_zitplaatsen', label: 'Zitplaatsen', required: true },
  { key: 'aantal_bedden', label: 'Ligplaatsen', required: true },
  { key: 'lengte_cm', label: 'Lengte (cm)', required: true },
  { key: 'breedte_cm', label: 'Breedte (cm)', required: true },
  { key: 'max_kg', label: 'Max gewicht (kg)', required: true },
  { key: 'motor_pk', label: 'Motor PK', required: true },
  { key: 'motor_kw', label: 'Motor kW', required: true },
  { key: 'aantal_km', label: 'Aantal km', required: false },
];

type PickedFiles = { hoofdfoto: File[]; detailfoto: File[]; pdf: File[]; vloerplan: File[] };
const NO_FILES: PickedFiles = { hoofdfoto: [], detailfoto: [], pdf: [], vloerplan: [] };

const schema = formSchema(camperCreateSchema, camperPayload);

function options<T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * The add/edit dialog of /admin/dashboard/campers (docs/product/admin.md#screens-spec-2, docs/product/admin.md#validation-spec-5, docs/product/calendar-and-credits.md#business-constants-spec-9): the camper's fields with the spec's defaults,
 * then the photos (images), the camper sheet (PDF only) and the floor plan, uploaded once the camper is saved.
 */
export function CamperFormDialog({
  camper,
  onClose,
}: {
  /** The camper to edit, or null to add one. */
  camper: AdminCamper | null;
  onClose: () => void;
}) {
  const {
    fieldProps,
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useSchemaForm({
    schema,
    defaultValues: initialCamperValues(camper),
  });
  const [files, setFiles] = useState<PickedFiles>(NO_FILES);
  const [pickerRound, setPickerRound] = useState(0);
  const [current, setCurrent] = useState<AdminCamper | null>(camper);
  const [uploading, setUploading] = useState(false);
  const busy = isSubmitting || uploading;
  const detailRoom = MAX_DETAIL_PHOTOS - (current?.detailfoto_urls.length ?? 0);

  // A refused file gets the failure policy's toast, the file named in it (campers-api's uploadCamperFile).
  const upload = useApiMutation({
    mutationFn: ({ camperId, veld, file }: { camperId: string; veld: keyof PickedFiles; file: File }) =>
      uploadCamperFile(camperId, veld, file),
    failureTitle: FAILURE_TITLES.upload,
  });

  /**
   * Uploads the picked files one by one and stops at the first refusal. Returns the camper as it now is and whether
   * every file went.
   */
  async function uploadFiles(camper: AdminCamper): Promise<{ camper: AdminCamper; complete: boolean }> {
    const queue = (Object.keys(files) as (keyof PickedFiles)[]).flatMap((veld) =>
      files[veld].map((file) => ({ veld, file })),
    );
    let latest = camper;
    for (const { veld, file } of queue) {
      const answer = await settled(upload.mutateAsync({ camperId: camper.id, veld, file }));
      if (!answer) return { camper: latest, complete: false };
      latest = answer.camper;
    }
    return { camper: latest, complete: true };
  }

  /** The form holds every field, so an edit is checked as strictly as a new camper (an emptied number is refused). */
  const save = useApiMutation({
    mutationFn: (input: CamperCreateInput) =>
      current
        ? request(() => admin.campers[':id'].$patch({ param: { id: current.id }, json: input }))
        : request(() => admin.campers.$post({ json: input })),
    failureTitle: FAILURE_TITLES.saveCamper,
    invalidates: [adminKeys.campers],
  });

  async function submit(input: CamperCreateInput) {
    const saved = await settled(save.mutateAsync(input));
    if (!saved) return;
    setUploading(true);
    const uploaded = await uploadFiles(saved.camper).finally(() => setUploading(false));
    // The list shows the files that did go.
    void queryClient.invalidateQueries({ queryKey: adminKeys.campers });
    if (!uploaded.complete) {
      // The camper and the files before the refused one are saved: stay open on the camper as it now is, with
      // empty pickers, so only the refused file is picked again.
      setCurrent(uploaded.camper);
      setFiles(NO_FILES);
      setPickerRound((round) => round + 1);
      return;
    }
    toast.success({ title: current ? toasts.camperUpdated.title : toasts.camperAdded.title });
    onClose();
  }

  const text = (
    key: 'naam' | 'merk' | 'model' | 'nummerplaat' | 'polisnummer',
    label: string,
    required: boolean,
  ) => <InputField label={label} required={required} {...fieldProps(key)} />;

  return (
    <FormDialog
      title={current ? 'Camper bewerken' : 'Nieuwe camper toevoegen'}
      size="lg"
      formId="camper-form"
      submitLabel={current ? 'Opslaan' : 'Camper toevoegen'}
      busyLabel="Bezig met opslaan..."
      busy={busy}
      onClose={onClose}
    >
      <form id="camper-form" onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
        <fieldset className={styles.grid}>
          <legend className={styles.legend}>Gegevens</legend>
          {text('naam', 'Naam', true)}
          {text('merk', 'Merk', true)}
          {text('model', 'Model', true)}
          <FormSelect
            control={control}
            name="categorie"
            label="Categorie"
            options={options(CATEGORIEEN, CATEGORIE_LABELS)}
          />
          <FormSelect control={control} name="rijbewijs" label="Rijbewijs" options={options(RIJBEWIJZEN)} />
          <FormSelect
            control={control}
            name="conditie"
            label="Conditie"
            options={options(CONDITIES, CONDITIE_LABELS)}
          />
          <AmountField control={control} name="prijs" label="Prijs per eigenaar (€)" required />
          {NUMBER_FIELDS.map((f) => (
            <Controller
              key={f.key}
              control={control}
              name={f.key}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={f.label}
                  name={f.key}
                  required={f.required}
                  min={0}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          {text('nummerplaat', 'Nummerplaat', false)}
          {text('polisnummer', 'Polisnummer', false)}
          <FormSelect
            control={control}
            name="status"
            label="Status"
            options={options(CAMPER_STATUSES, CAMPER_STATUS_LABELS)}
          />
          <Controller
            control={control}
            name="toont_in_camper_vinden"
            render={({ field }) => (
              <Switch label="Tonen in camper vinden" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </fieldset>
        {current ? <CamperPhotos camper={current} onChange={setCurrent} /> : null}
        <fieldset key={pickerRound} className={styles.grid}>
          <legend className={styles.legend}>Bestanden</legend>
          <FileUpload
            label="Hoofdfoto"
            accept={IMAGES}
            maxFileSize={MAX_IMAGE_BYTES}
            formatSize={formatFileSize}
            onFilesChange={(picked) => setFiles((f) => ({ ...f, hoofdfoto: picked }))}
            hint={current?.hoofdfoto_url ? 'Een nieuwe foto vervangt de huidige.' : undefined}
          />
          <FileUpload
            label={`Detailfoto's (nog ${Math.max(0, detailRoom)} van ${MAX_DETAIL_PHOTOS})`}
            accept={IMAGES}
            maxFiles={Math.max(1, detailRoom)}
            maxFileSize={MAX_IMAGE_BYTES}
            formatSize={formatFileSize}
            disabled={detailRoom <= 0}
            onFilesChange={(picked) => setFiles((f) => ({ ...f, detailfoto: picked }))}
          />
          <FileUpload
            label="Camperfiche (PDF)"
            accept={PDF}
            maxFileSize={MAX_DOCUMENT_BYTES}
            formatSize={formatFileSize}
            onFilesChange={(picked) => setFiles((f) => ({ ...f, pdf: picked }))}
            hint={current?.pdf_url ? 'Een nieuwe PDF vervangt de huidige.' : undefined}
          />
          <FileUpload
            label="Vloerplan"
            accept={IMAGES}
            maxFileSize={MAX_IMAGE_BYTES}
            formatSize={formatFileSize}
            onFilesChange={(picked) => setFiles((f) => ({ ...f, vloerplan: picked }))}
            hint={current?.vloerplan_url ? 'Een nieuw vloerplan vervangt het huidige.' : undefined}
          />
        </fieldset>
      </form>
    </FormDialog>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  legend: css({ fontWeight: 'semibold', mb: '3', fontSize: 'md' }),
};
