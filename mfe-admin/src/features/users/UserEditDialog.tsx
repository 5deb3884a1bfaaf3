import { useApiMutation } from '@camperdeel/client/queries';
import { type Answer, request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { upload as uploadForm } from '@camperdeel/client/upload';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { type AdminUpdateUserInput, adminUpdateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { type AdminUser, admin } from '../../shared/admin-api.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';
import { STATUS_OPTIONS } from './UserCreateDialog.tsx';

/** `POST /api/admin/users/:id/photo` (multipart, sent through the client's upload helper). */
type PhotoAnswer = Answer<(typeof admin.users)[':id']['photo']['$post']>;

/** docs/product/admin.md#validation-spec-5: naam required, the e-mail cannot be changed; the photo is uploaded at once when picked. */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { fieldProps, control, handleSubmit, watch, busy } = useSchemaForm({
    schema: adminUpdateUserSchema,
    defaultValues: { naam: user.naam, telefoonnummer: user.telefoonnummer ?? '', status: user.status },
  });
  const [photo, setPhoto] = useState(user.profielfoto_url);

  const upload = useApiMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return uploadForm<PhotoAnswer>(`/api/admin/users/${user.id}/photo`, form);
    },
    failureTitle: FAILURE_TITLES.upload,
    invalidates: [adminKeys.users],
    onSuccess: (answer) => {
      setPhoto(answer.user.profielfoto_url);
      toast.success({ title: toasts.photoUploaded.title });
    },
  });

  const save = useApiMutation({
    mutationFn: (input: AdminUpdateUserInput) =>
      request(() => admin.users[':id'].$patch({ param: { id: user.id }, json: input })),
    failureTitle: FAILURE_TITLES.updateUser,
    invalidates: [adminKeys.users],
    onSuccess: () => {
      toast.success({ title: toasts.userUpdated.title });
      onClose();
    },
  });

  async function submit(input: AdminUpdateUserInput) {
    await settled(save.mutateAsync(input));
  }

  return (
    <FormDialog
      title="Gebruiker bewerken"
      formId="user-edit-form"
      submitLabel="Opslaan"
      busyLabel="Bezig met opslaan..."
      busy={busy}
      onClose={onClose}
    >
      <form id="user-edit-form" onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
        <AvatarUpload
          name={watch('naam') || user.naam}
          src={photo}
          busy={upload.isPending}
          onFileSelect={(file) => upload.mutate(file)}
        />
        <InputField label="Naam" required {...fieldProps('naam')} />
        <InputField
          label="E-mail"
          name="email"
          value={user.email}
          readOnly
          hint="E-mailadres kan niet worden gewijzigd"
        />
        <InputField label="Telefoonnummer" type="tel" {...fieldProps('telefoonnummer')} />
        <FormSelect control={control} name="status" label="Status" options={STATUS_OPTIONS} />
      </form>
    </FormDialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
