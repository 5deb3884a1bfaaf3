import { errorToast } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import { HANDOVER_MOMENT_LABELS, type HandoverMoment, MAX_HANDOVER_PHOTOS } from '@camperdeel/rules/handover';
import { acceptAttribute, IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { Switch } from '@camperdeel/ui/components/Switch';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { recordHandover } from '../owner-data/owner-api.ts';

const TITLE_FAILED = 'Fout bij registreren';
const PHOTO_ACCEPT = acceptAttribute(IMAGE_FILE_TYPES);

/** What the form checks before sending (the server checks it all again). */
export function handoverFormError(values: { km: string; brandstof: string }, photos: number): string | null {
  if (!/^\d{1,7}$/.test(values.km.trim()))
    return 'Vul de kilometerstand in als geheel getal (alleen cijfers).';
  const fuel = values.brandstof.trim();
  if (!/^\d{1,3}$/.test(fuel) || Number(fuel) > 100)
    return 'Vul het brandstofniveau in als getal van 0 tot en met 100.';
  if (photos > MAX_HANDOVER_PHOTOS) return `Je kunt maximaal ${MAX_HANDOVER_PHOTOS} foto's toevoegen.`;
  return null;
}

/** 'Ophalen registreren' / 'Terugbrengen registreren': km, fuel, clean, damage and up to six photos. */
export function HandoverDialog({
  reservationId,
  range,
  moment,
  open,
  onOpenChange,
  onSaved,
}: {
  reservationId: string;
  range: string;
  moment: HandoverMoment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => Promise<void>;
}) {
  const [km, setKm] = useState('');
  const [brandstof, setBrandstof] = useState('');
  const [schoon, setSchoon] = useState(true);
  const [schade, setSchade] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = `${HANDOVER_MOMENT_LABELS[moment]} registreren`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = handoverFormError({ km, brandstof }, photos.length);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const result = await recordHandover(
      reservationId,
      {
        moment,
        km_stand: km.trim(),
        brandstof_procent: brandstof.trim(),
        schoon: String(schoon),
        schade: schade.trim(),
      },
      photos,
    );
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, TITLE_FAILED);
      setError(failure.message);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({
      title: 'Overdracht geregistreerd',
      description: `${HANDOVER_MOMENT_LABELS[moment]} ${range}`,
    });
    onOpenChange(false);
    await onSaved();
  }

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
          <Button type="submit" form={formId} busy={busy} busyLabel="Bezig met opslaan...">
            Opslaan
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
        <InputField
          label="Kilometerstand"
          name="km_stand"
          inputMode="numeric"
          required
          value={km}
          onChange={(e) => setKm(e.currentTarget.value)}
        />
        <InputField
          label="Brandstof (%)"
          name="brandstof_procent"
          inputMode="numeric"
          hint="0 is leeg, 100 is vol"
          required
          value={brandstof}
          onChange={(e) => setBrandstof(e.currentTarget.value)}
        />
        <Switch label="Schoon" checked={schoon} onCheckedChange={setSchoon} name="schoon" />
        <TextareaField
          label="Schade"
          name="schade"
          hint="Laat leeg als er geen schade is"
          rows={3}
          maxLength={2000}
          value={schade}
          onChange={(e) => setSchade(e.currentTarget.value)}
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
        {error ? (
          <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
