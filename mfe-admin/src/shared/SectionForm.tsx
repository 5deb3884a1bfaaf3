import { Button } from '@camperdeel/ui/components/Button';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { css } from '@camperdeel/ui/styled-system/css';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * One of the forms a camper's dialog holds (care plan, service, block, wish round, fair-use rule): its heading, its
 * fields, the server's refusal when there is one, and its save button ('Bezig met opslaan...' while it saves).
 */
export function SectionForm({
  title,
  named = false,
  onSubmit,
  busy,
  error,
  submitLabel,
  children,
}: {
  title: string;
  /** The heading also names the form (a form landmark) where the journeys find it by that name. */
  named?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  error?: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={named ? title : undefined}
      onSubmit={onSubmit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h3 className={css({ fontWeight: 'semibold' })}>{title}</h3>
      {children}
      <FormAlert message={error} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
        {submitLabel}
      </Button>
    </form>
  );
}
