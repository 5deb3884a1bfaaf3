import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { DEFAULT_USER_STATUS, USER_STATUS_LABELS, USER_STATUSES } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { type AdminCreateUserInput, adminCreateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { admin } from '../../shared/admin-api.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';

export const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

type Values = { naam: string; email: string; wachtwoord: string; telefoonnummer: string; status: string };

/** docs/product/admin.md#validation-spec-5: naam, e-mail, wachtwoord and status required; telefoonnummer optional (null when empty). */
export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const { fieldProps, control, handleSubmit, busy } = useSchemaForm({
    schema: adminCreateUserSchema,
    defaultValues: { naam: '', email: '', wachtwoord: '', telefoonnummer: '', status: DEFAULT_USER_STATUS },
  });

  const create = useApiMutation({
    mutationFn: (input: AdminCreateUserInput) => request(() => admin.users.$post({ json: input })),
    failureTitle: FAILURE_TITLES.createUser,
    invalidates: [adminKeys.users],
    onSuccess: () => {
      toast.success({ title: toasts.userCreated.title });
      onClose();
    },
  });

  async function submit(input: AdminCreateUserInput) {
    await settled(create.mutateAsync(input));
  }

  const input = (key: Exclude<keyof Values, 'status'>, label: string, type = 'text', required = true) => (
    <InputField
      label={label}
      type={type}
      required={required}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      {...fieldProps(key)}
    />
  );

  return (
    <FormDialog
      title="Nieuwe gebruiker"
      formId="user-create-form"
      submitLabel="Gebruiker aanmaken"
      busyLabel="Bezig met aanmaken..."
      busy={busy}
      onClose={onClose}
    >
      <form id="user-create-form" onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
        {input('naam', 'Naam')}
        {input('email', 'E-mail', 'email')}
        {input('wachtwoord', 'Wachtwoord', 'password')}
        {input('telefoonnummer', 'Telefoonnummer', 'tel', false)}
        <FormSelect control={control} name="status" label="Status" required options={STATUS_OPTIONS} />
      </form>
    </FormDialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
