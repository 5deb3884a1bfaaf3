import { useApiMutation } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useEffect, useRef } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

export type ConfirmationState = 'bezig' | 'bevestigd' | 'mislukt' | 'verlopen';

/**
 * Confirms the e-mail behind `/auth?bevestig=<token>` once (a re-render or StrictMode's second effect never sends
 * the single-use token twice) and says how it went in a Dutch toast. `onDone` runs after success.
 */
export function useEmailConfirmation(
  token: string | undefined,
  onDone: () => void,
): ConfirmationState | null {
  const done = useRef(onDone);
  done.current = onDone;
  const confirmation = useApiMutation({
    mutationFn: authApi.confirmEmail,
    failureTitle: FAILURE_TITLES.confirmEmail,
    onSuccess: () => {
      toast.success({
        title: 'E-mailadres bevestigd',
        description: 'Bedankt, je e-mailadres is bevestigd.',
      });
      done.current();
    },
  });
  const { mutate } = confirmation;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);
  if (!token) return null;
  if (confirmation.isSuccess) return 'bevestigd';
  if (confirmation.isError) {
    return confirmation.error.code === 'confirmation_expired' ? 'verlopen' : 'mislukt';
  }
  return 'bezig';
}

/** Shown under an expired link: one click mails a fresh link to the account's own address (no login needed). */
export function ConfirmationExpiredNotice({ token }: { token: string }) {
  const resend = useApiMutation({
    mutationFn: authApi.resendConfirmation,
    failureTitle: FAILURE_TITLES.confirmEmail,
    onSuccess: () => {
      toast.success({
        title: 'Nieuwe link verstuurd',
        description: 'Bekijk je e-mail en klik binnen 24 uur op de nieuwe bevestigingslink.',
      });
    },
  });
  const sent = resend.isSuccess;

  return (
    <div role="status" className={styles.notice}>
      <p className={formStyles.intro}>
        {sent
          ? 'We hebben een nieuwe bevestigingslink naar je e-mailadres gestuurd.'
          : 'Deze bevestigingslink is verlopen. Vraag een nieuwe link aan om je e-mailadres te bevestigen.'}
      </p>
      {sent ? null : (
        <Button
          variant="outline"
          fullWidth
          busy={resend.isPending}
          busyLabel="Bezig met versturen..."
          onClick={() => resend.mutate({ token })}
        >
          Nieuwe bevestigingslink sturen
        </Button>
      )}
    </div>
  );
}

const styles = {
  notice: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
};
