import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';
import { formStyles } from './form-styles.ts';

type WelkomStepProps = { onLogin: () => void; onRegister: () => void };

/** Spec §2 step 1: Inloggen or Registreren. */
export function WelkomStep({ onLogin, onRegister }: WelkomStepProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={formStyles.intro}>Log in met je account of maak een nieuw account aan.</p>
      <Button size="lg" fullWidth onClick={onLogin}>
        Inloggen
      </Button>
      <Button size="lg" variant="outline" fullWidth onClick={onRegister}>
        Registreren
      </Button>
    </div>
  );
}
