import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast';
import { cx } from '@camperdeel/ui/styled-system/css';
import { button, toast as toastRecipe } from '@camperdeel/ui/styled-system/recipes';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { toaster } from '../lib/toast.ts';

export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Accessible name of the toast region (Ark's default is the English 'Notifications, top-end (alt+T)'). */
  label?: string;
}

/** Render once, in the shell. Every `toast.*()` call on the page, from any remote, shows up here. */
export function Toaster({ closeLabel = 'Sluiten', label = 'Meldingen' }: ToasterProps) {
  const classes = toastRecipe();
  return (
    <ArkToaster toaster={toaster} className={classes.group} aria-label={label}>
      {(t) => (
        <Toast.Root className={classes.root}>
          <span className={classes.icon} aria-hidden="true">
            {t.type === 'error' ? (
              <CircleExclamationPoint />
            ) : t.type === 'success' ? (
              <CircleCheck />
            ) : (
              <Info />
            )}
          </span>
          <div className={classes.text}>
            <Toast.Title className={classes.title}>{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className={classes.description}>{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.CloseTrigger
            className={cx(button({ variant: 'ghost', size: 'sm' }), classes.close)}
            aria-label={closeLabel}
          >
            <X />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
