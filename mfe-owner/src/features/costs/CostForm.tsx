import { upload } from '@camperdeel/client/upload';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { CostFormCard, fieldGrid } from './CostFormCard.tsx';
import { readEuro, readShare, SPLIT_OPTIONS, type SplitMode } from './split.ts';
import { useCostWrite } from './use-cost-write.ts';

type Owner = { user_id: string; naam: string };

/** A new cost: what, how much, when, how it is split, and the receipt. Sent as a form so the receipt can come along. */
export function CostForm({ owners }: { owners: Owner[] }) {
  const [omschrijving, setOmschrijving] = useState('');
  const [bedrag, setBedrag] = useState('');
  const [datum, setDatum] = useState(() => todayInAmsterdam(new Date()));
  const [mode, setMode] = useState<SplitMode>('gelijk');
  const [shares, setShares] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);

  const { save, error, setError } = useCostWrite({
    send: (form: FormData) => upload<unknown>('/api/owner/costs', form),
    savedTitle: 'Kosten vastgelegd',
    onSaved: () => {
      setOmschrijving('');
      setBedrag('');
      setShares({});
      setFiles([]);
      setFormKey((k) => k + 1);
    },
  });

  function submit() {
    const cents = readEuro(bedrag);
    if (omschrijving.trim() === '') return setError('Vul een omschrijving in.');
    if (cents === null) return setError('Vul een bedrag in, bijvoorbeeld 12,50.');
    let verdeling: string = mode;
    if (mode === 'aandelen') {
      const parsed = owners.map((o) => [o.user_id, readShare(shares[o.user_id] ?? '0')] as const);
      if (parsed.some(([, n]) => n === null))
        return setError('Een aandeel is een heel getal van 0 tot 1000.');
      verdeling = JSON.stringify(Object.fromEntries(parsed));
    }
    const form = new FormData();
    form.set('omschrijving', omschrijving.trim());
    form.set('bedrag', String(cents));
    form.set('datum', datum);
    form.set('verdeling', verdeling);
    const [file] = files;
    if (file) form.set('file', file);
    save.mutate(form);
  }

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
        <InputField
          label="Omschrijving"
          required
          value={omschrijving}
          onChange={(e) => setOmschrijving(e.target.value)}
        />
        <InputField
          label="Bedrag (€)"
          required
          inputMode="decimal"
          placeholder="0,00"
          value={bedrag}
          onChange={(e) => setBedrag(e.target.value)}
        />
        <InputField
          label="Datum"
          type="date"
          required
          value={datum}
          onChange={(e) => setDatum(e.target.value)}
        />
      </div>
      <Select
        label="Verdeling"
        options={SPLIT_OPTIONS}
        value={mode}
        onValueChange={(value) => setMode(value as SplitMode)}
      />
      {mode === 'aandelen' ? (
        <fieldset className={fieldGrid}>
          <legend className={css({ fontSize: 'sm', color: 'fg.muted', mb: '1' })}>
            Aandeel per mede-eigenaar (bijvoorbeeld 2 en 1 voor twee derde en een derde)
          </legend>
          {owners.map((o) => (
            <InputField
              key={o.user_id}
              label={`Aandeel ${o.naam}`}
              inputMode="numeric"
              value={shares[o.user_id] ?? ''}
              placeholder="0"
              onChange={(e) => setShares((s) => ({ ...s, [o.user_id]: e.target.value }))}
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
