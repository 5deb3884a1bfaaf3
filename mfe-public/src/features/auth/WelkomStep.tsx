import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';
import { formStyles } from './form-styles.ts';

type WelkomStepProps = {
  onLogin: () => void;
  onRegister: () => void;
  /** A pointer over, a touch on or focus on either button: the moment to start loading the next step's form. */
  onIntent?: () => void;
};

/** docs/product/public.md#screens-spec-2 step 1: Inloggen or Registreren. */
export function WelkomStep({ onLogin, onRegister, onIntent }: WelkomStepProps) {
  const intent = { onPointerEnter: onIntent, onPointerDown: onIntent, onFocus: onIntent };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={formStyles.intro}>Log in met je account of maak een nieuw account aan.</p>
      <Button size="lg" fullWidth onClick={onLogin} {...intent}>
        Inloggen
      </Button>
      <Button size="lg" variant="outline" fullWidth onClick={onRegister} {...intent}>
        Registreren
      </Button>
    </div>
  );
}
