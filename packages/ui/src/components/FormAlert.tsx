import { css } from '@camperdeel/ui/styled-system/css';

const alert = css({ color: 'danger.text', fontSize: 'sm' });

/**
 * Why a form's last submit was refused, read out when it appears (role alert); nothing while there is none. The one
 * place a form shows the server's refusal next to its submit button.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={alert}>
      {message}
    </p>
  );
}
