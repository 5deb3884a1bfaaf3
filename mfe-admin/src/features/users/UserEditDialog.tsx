import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { adminUpdateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { type AdminUser, admin } from '../admin-data/admin-api.ts';
import { call, sendForm, showFailure } from '../admin-data/request.ts';
import { SelectField } from '../admin-data/SelectField.tsx';
import { STATUS_OPTIONS } from './UserCreateDialog.tsx';

type Values = { naam: string; telefoonnummer: string; status: string };

/** Spec §5: naam required, the e-mail cannot be changed; the photo is uploaded at once when picked. */
export function UserEditDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}) {
  const [values, setValues] = useState<Values>({
    naam: user.naam,
    telefoonnummer: user.telefoonnummer ?? '',
    status: user.status,
  });
  const [photo, setPhoto] = useState(user.profielfoto_url);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function upload(file: File) {
    const form = new FormData();
    form.set('file', file);
    setUploading(true);
    const outcome = await call<{ user: AdminUser }>(() =>
      sendForm('POST', `/api/admin/users/${user.id}/photo`, form),
    );
    setUploading(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.upload);
    setPhoto(outcome.data.user.profielfoto_url);
    onChanged(outcome.data.user);
    toast.success({ title: toasts.photoUploaded.title });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(adminUpdateUserSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const outcome = await call(() =>
      admin.users[':id'].$patch({ param: { id: user.id }, json: checked.data }),
    );
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.updateUser);
    toast.success({ title: toasts.userUpdated.title });
    onChanged(outcome.data.user);
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Gebruiker bewerken"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form="user-edit-form" busy={busy} busyLabel="Bezig met opslaan...">
            Opslaan
          </Button>
        </>
      }
    >
      <form id="user-edit-form" onSubmit={submit} noValidate className={styles.form}>
        <AvatarUpload name={values.naam || user.naam} src={photo} busy={uploading} onFileSelect={upload} />
        <InputField
          label="Naam"
          name="naam"
          required
          value={values.naam}
          error={errors.naam}
          onChange={(e) => set('naam', e.currentTarget.value)}
        />
        <InputField
          label="E-mail"
          name="email"
          value={user.email}
          readOnly
          hint="E-mailadres kan niet worden gewijzigd"
        />
        <InputField
          label="Telefoonnummer"
          name="telefoonnummer"
          type="tel"
          value={values.telefoonnummer}
          error={errors.telefoonnummer}
          onChange={(e) => set('telefoonnummer', e.currentTarget.value)}
        />
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={values.status}
          onValueChange={(v) => set('status', v)}
          error={errors.status}
        />
      </form>
    </Dialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
