import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { type AdminUpdateUserInput, adminUpdateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminUser, admin } from '../admin-data/admin-api.ts';
import { FormSelect } from '../admin-data/FormSelect.tsx';
import { fieldError, schemaResolver } from '../admin-data/form.ts';
import { call, sendForm, showFailure } from '../admin-data/request.ts';
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
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<Values, unknown, AdminUpdateUserInput>({
    resolver: schemaResolver(adminUpdateUserSchema),
    defaultValues: { naam: user.naam, telefoonnummer: user.telefoonnummer ?? '', status: user.status },
  });
  const [photo, setPhoto] = useState(user.profielfoto_url);
  const [uploading, setUploading] = useState(false);

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

  async function submit(input: AdminUpdateUserInput) {
    const outcome = await call(() => admin.users[':id'].$patch({ param: { id: user.id }, json: input }));
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
      <form id="user-edit-form" onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
        <AvatarUpload name={watch('naam') || user.naam} src={photo} busy={uploading} onFileSelect={upload} />
        <InputField label="Naam" required error={fieldError(errors, 'naam')} {...register('naam')} />
        <InputField
          label="E-mail"
          name="email"
          value={user.email}
          readOnly
          hint="E-mailadres kan niet worden gewijzigd"
        />
        <InputField
          label="Telefoonnummer"
          type="tel"
          error={fieldError(errors, 'telefoonnummer')}
          {...register('telefoonnummer')}
        />
        <FormSelect control={control} name="status" label="Status" options={STATUS_OPTIONS} />
      </form>
    </Dialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
