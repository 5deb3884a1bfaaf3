import { Controller, useSchemaForm } from '@camperdeel/client/schema-form';
import { upload } from '@camperdeel/client/upload';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { CostFormCard, fieldGrid } from './CostFormCard.tsx';
import { costFormSchema } from './cost-form-schemas.ts';
import { SPLIT_OPTIONS } from './split.ts';
import { useCostWrite } from './use-cost-write.ts';

type Owner = { user_id: string; naam: string };

/** A new cost: what, how much, when, how it is split, and the receipt. Sent as a form so the receipt can come along. */
export function CostForm({ owners }: { owners: Owner[] }) {
  const { register, control, handleSubmit, watch, reset, getValues } = useSchemaForm({
    schema: costFormSchema(owners),
    defaultValues: {
      omschrijving: '',
      bedrag: '',
      datum: todayInAmsterdam(new Date()),
      verdeling: 'gelijk',
      aandelen: {},
    },
  });
  // The receipt is a file, not a typed value: it stays beside the form, and a new key empties its picker.
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);

  const { save, error, refuse } = useCostWrite({
    send: (form: FormData) => upload<unknown>('/api/owner/costs', form),
    savedTitle: 'Kosten vastgelegd',
    onSaved: () => {
      // The date and the split stay for the next cost.
      reset({ ...getValues(), omschrijving: '', bedrag: '', aandelen: {} });
      setFiles([]);
      setFormKey((k) => k + 1);
    },
  });

  const submit = handleSubmit(
    (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const [file] = files;
      if (file) form.set('file', file);
      save.mutate(form);
    },
    refuse(['omschrijving', 'bedrag', 'aandelen', 'datum', 'verdeling']),
  );

  return (
    <CostFormCard
      title="Kosten toevoegen"
      description="Iets voor de camper betaald? Leg het vast en kies hoe het verdeeld wordt."
      onSubmit={submit}
      error={error}
      busy={save.isPending}
      submitLabel="Kosten opslaan"
    >
      <div className={fieldGrid}>
        <InputField label="Omschrijving" required {...register('omschrijving')} />
        <InputField
          label="Bedrag (€)"
          required
          inputMode="decimal"
          placeholder="0,00"
          {...register('bedrag')}
        />
        <InputField label="Datum" type="date" required {...register('datum')} />
      </div>
      <Controller
        control={control}
        name="verdeling"
        render={({ field }) => (
          <Select
            label="Verdeling"
            options={SPLIT_OPTIONS}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      {watch('verdeling') === 'aandelen' ? (
        <fieldset className={fieldGrid}>
          <legend className={css({ fontSize: 'sm', color: 'fg.muted', mb: '1' })}>
            Aandeel per mede-eigenaar (bijvoorbeeld 2 en 1 voor twee derde en een derde)
          </legend>
          {owners.map((o) => (
            // Controlled, so a share never typed stays unset (and counts as 0) rather than empty text.
            <Controller
              key={o.user_id}
              control={control}
              name={`aandelen.${o.user_id}`}
              render={({ field }) => (
                <InputField
                  label={`Aandeel ${o.naam}`}
                  inputMode="numeric"
                  placeholder="0"
                  {...field}
                  value={field.value ?? ''}
                />
              )}
            />
          ))}
        </fieldset>
      ) : null}
      <FileUpload
        key={formKey}
        label="Bon (pdf, jpg of png)"
        accept={{ 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
        maxFiles={1}
        maxFileSize={MAX_DOCUMENT_BYTES}
        onFilesChange={setFiles}
      />
    </CostFormCard>
  );
}
