import { Button } from '@camperdeel/ui/components/Button';
import type { ReactNode } from 'react';
import { formStyles } from './form-styles.ts';

type StepActionsProps = {
  onBack: () => void;
  /** 'Terug' unless the step leaves the flow ('Annuleren'). */
  backLabel?: string;
  /** The step's request runs: the submit button shows `busyLabel`, going back waits. */
  busy: boolean;
  busyLabel: string;
  /** The submit button's text. */
  children: ReactNode;
};

/** The row under an /auth step form: back on the left, the step's submit button on the right. */
export function StepActions({ onBack, backLabel = 'Terug', busy, busyLabel, children }: StepActionsProps) {
  return (
    <div className={formStyles.actions}>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {children}
      </Button>
    </div>
  );
}
