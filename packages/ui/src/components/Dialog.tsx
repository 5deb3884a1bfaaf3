import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cx } from '@camperdeel/ui/styled-system/css';
import { button, type DialogVariantProps, dialog } from '@camperdeel/ui/styled-system/recipes';
import { X } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { InDialogContext } from '../lib/dialog-layer.ts';
import { clearToastsForDialog } from '../lib/toast.ts';

export interface DialogProps extends DialogVariantProps {
  /** Controlled open state; leave out and pass `trigger` for a self-managed dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the dialog asks to close (Escape, a click outside, the ×): for one that is open while mounted. */
  onClose?: () => void;
  /** An element (usually a Button) that opens the dialog; it receives the dialog's aria attributes. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (stacked on phones). */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  /** Hide the × in the corner (e.g. while a request runs). */
  hideClose?: boolean;
  /** Close on Escape and on a click outside (default true). */
  dismissible?: boolean;
  /**
   * Where focus goes when it closes, or null for back where it came from: for when the button that opened it goes
   * away with what was confirmed.
   */
  finalFocus?: () => HTMLElement | null;
  className?: string;
}

/** A modal dialog: bottom sheet on phones, centred panel from `sm` up. Focus is trapped and restored. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  trigger,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  closeLabel = 'Sluiten',
  hideClose = false,
  dismissible = true,
  finalFocus,
  size,
  className,
}: DialogProps) {
  const classes = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => {
        onOpenChange?.(details.open);
        if (!details.open) onClose?.();
      }}
      role={role}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={cx(classes.content, className)}>
            <ClearsToasts />
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description ? (
                <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>
              ) : null}
            </div>
            <InDialogContext value={true}>
              {children ? <div className={classes.body}>{children}</div> : null}
              {footer ? <div className={classes.footer}>{footer}</div> : null}
            </InDialogContext>
            {hideClose ? null : (
              <ArkDialog.CloseTrigger
                className={cx(button({ variant: 'ghost', size: 'icon' }), classes.close)}
                aria-label={closeLabel}
              >
                <X />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Mounted with the dialog's content (lazyMount), so it runs each time the dialog opens. */
function ClearsToasts() {
  useEffect(() => clearToastsForDialog(), []);
  return null;
}
