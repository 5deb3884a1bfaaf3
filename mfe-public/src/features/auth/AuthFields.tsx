import { MIN_PASSWORD_LENGTH } from '@camperdeel/rules/schemas/auth';
import { InputField, type InputFieldProps } from '@camperdeel/ui/components/Input';

/** The e-mail field of the login, registration and reset steps (each keeps the typed address for the others). */
export function EmailField(props: Omit<InputFieldProps, 'label'>) {
  return <InputField label="E-mail" type="email" autoComplete="email" required {...props} />;
}

/**
 * A new password (registration, a reset, a first password): the minimum length as a hint until the field itself
 * is refused.
 */
export function NewPasswordField({ refused, ...props }: InputFieldProps & { refused: boolean }) {
  return (
    <InputField
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={refused ? undefined : `Minimaal ${MIN_PASSWORD_LENGTH} tekens`}
      {...props}
    />
  );
}
