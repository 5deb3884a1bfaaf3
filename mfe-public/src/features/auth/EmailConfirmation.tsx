import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useEffect, useRef, useState } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

export type ConfirmationState = 'bezig' | 'bevestigd' | 'mislukt' | 'verlopen';

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error?: { code?: unknown } }).error;
  return typeof error?.code === 'string' ? error.code : undefined;
}

/**
 * Confirms the e-mail behind `/auth?bevestig=<token>` once (a re-render or StrictMode's second effect never sends
 * the single-use token twice) and says how it went in a Dutch toast. `onDone` runs after success.
 */
export function useEmailConfirmation(
  token: string | undefined,
  onDone: () => void,
): ConfirmationState | null {
  const [state, setState] = useState<ConfirmationState | null>(token ? 'bezig' : null);
  const sent = useRef<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void authApi.confirmEmail({ token }).then((result) => {
      if (result.ok) {
        setState('bevestigd');
        toast.success({
          title: 'E-mailadres bevestigd',
          description: 'Bedankt, je e-mailadres is bevestigd.',
        });
        done.current();
        return;
      }
      const failure = errorToast(result.body, FAILURE_TITLES.confirmEmail);
      toast.destructive({ title: failure.title, description: failure.message });
      setState(codeOf(result.body) === 'confirmation_expired' ? 'verlopen' : 'mislukt');
    });
  }, [token]);
  return state;
}

/** Shown under an expired link: one click mails a fresh link to the account's own address (no login needed). */
export function ConfirmationExpiredNotice({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function resend() {
    setBusy(true);
    const result = await authApi.resendConfirmation({ token });
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.confirmEmail);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    setSent(true);
    toast.success({
      title: 'Nieuwe link verstuurd',
      description: 'Bekijk je e-mail en klik binnen 24 uur op de nieuwe bevestigingslink.',
    });
  }

  return (
    <div role="status" className={styles.notice}>
      <p className={formStyles.intro}>
        {sent
          ? 'We hebben een nieuwe bevestigingslink naar je e-mailadres gestuurd.'
          : 'Deze bevestigingslink is verlopen. Vraag een nieuwe link aan om je e-mailadres te bevestigen.'}
      </p>
      {sent ? null : (
        <Button variant="outline" fullWidth busy={busy} busyLabel="Bezig met versturen..." onClick={resend}>
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
