import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

/** Fields side by side from a small screen up, one under the other on a phone. */
export const fieldGrid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
});

/**
 * A card of the costs page that is one form, named after the card: its fields, then the server's refusal and the
 * save button. The form checks its own fields (`noValidate`), so the Dutch messages are ours, not the browser's.
 */
export function CostFormCard({
  title,
  description,
  onSubmit,
  error,
  busy,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: () => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} description={description}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
        aria-label={title}
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        {children}
        <FormAlert message={error} />
        <Button
          type="submit"
          busy={busy}
          busyLabel="Bezig met opslaan..."
          className={css({ alignSelf: 'start' })}
        >
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
