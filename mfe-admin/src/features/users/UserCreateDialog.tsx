import { DEFAULT_USER_STATUS, USER_STATUS_LABELS, USER_STATUSES } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { adminCreateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { admin } from '../admin-data/admin-api.ts';
import { call, showFailure } from '../admin-data/request.ts';
import { SelectField } from '../admin-data/SelectField.tsx';

export const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

type Values = { naam: string; email: string; wachtwoord: string; telefoonnummer: string; status: string };

/** Spec §5: naam, e-mail, wachtwoord and status required; telefoonnummer optional (null when empty). */
export function UserCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [values, setValues] = useState<Values>({
    naam: '',
    email: '',
    wachtwoord: '',
    telefoonnummer: '',
    status: DEFAULT_USER_STATUS,
  });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(adminCreateUserSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const outcome = await call(() => admin.users.$post({ json: checked.data }));
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.createUser);
    toast.success({ title: toasts.userCreated.title });
    onCreated();
    onClose();
  }

  const input = (key: Exclude<keyof Values, 'status'>, label: string, type = 'text', required = true) => (
    <InputField
      label={label}
      name={key}
      type={type}
      required={required}
      value={values[key]}
      error={errors[key]}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Nieuwe gebruiker"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form="user-create-form" busy={busy} busyLabel="Bezig met aanmaken...">
            Gebruiker aanmaken
          </Button>
        </>
      }
    >
      <form id="user-create-form" onSubmit={submit} noValidate className={styles.form}>
        {input('naam', 'Naam')}
        {input('email', 'E-mail', 'email')}
        {input('wachtwoord', 'Wachtwoord', 'password')}
        {input('telefoonnummer', 'Telefoonnummer', 'tel', false)}
        <SelectField
          label="Status"
          name="status"
          required
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
