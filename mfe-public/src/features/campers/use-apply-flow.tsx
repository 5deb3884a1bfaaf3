import { useApiMutation } from '@camperdeel/client/queries';
import { Button } from '@camperdeel/ui/components/Button';
import { DeferredConfirmDialog } from '@camperdeel/ui/components/DeferredConfirmDialog';
import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { APPLICATIONS_KEY, applicationsApi } from '../../shared/applications-api.ts';
import type { PublicCamper } from '../../shared/camper-types.ts';
import { applyFailureToast, THANKS_AUTO_CLOSE_MS } from './apply-outcome.ts';

// The thanks dialog, like the confirm, loads when first opened (or on a pointer over 'Aanmelden'), not with the
// carousel that offers them.
const Dialog = deferredDialog(
  () => import('@camperdeel/ui/components/Dialog').then((module) => module.Dialog),
  (props) => props.open === true,
  (props) => ({ ...props, open: false }),
);

/** Loads the apply flow's dialogs (settles when both are there). */
export async function preloadApplyDialogs(): Promise<void> {
  await Promise.all([DeferredConfirmDialog.preload(), Dialog.preload()]);
}

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; camper: PublicCamper }
  | { kind: 'thanks'; camper: PublicCamper };

/**
 * The apply flow of docs/product/public.md#states-spec-4: confirm dialog 'Bevestig je aanmelding', then the success dialog 'Bedankt!' that
 * closes itself after 5 seconds and goes to /dashboard. `start(camper)` opens it; render `dialogs` once.
 */
export function useApplyFlow(): { start: (camper: PublicCamper) => void; dialogs: ReactNode } {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const apply = useApiMutation({
    mutationFn: (camper: PublicCamper) => applicationsApi.apply(camper.id),
    failureTitle: (failure) => applyFailureToast(failure).title,
    failureMessage: (failure) => applyFailureToast(failure).message,
    invalidates: [APPLICATIONS_KEY],
    onSuccess: (_answer, camper) => setStep({ kind: 'thanks', camper }),
    onFailure: () => setStep({ kind: 'idle' }),
  });

  const finish = () => {
    setStep({ kind: 'idle' });
    void navigate({ to: '/dashboard' });
  };

  const thanksOpen = step.kind === 'thanks';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer belongs to one opening of the dialog
  useEffect(() => {
    if (!thanksOpen) return;
    const timer = setTimeout(finish, THANKS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanksOpen]);

  const camper = step.kind === 'idle' ? null : step.camper;
  const dialogs = (
    <>
      <DeferredConfirmDialog
        open={step.kind === 'confirm'}
        onOpenChange={(open) => {
          // Closing after a success must not undo the step to 'Bedankt!' that the answer already set.
          if (!open) setStep((current) => (current.kind === 'confirm' ? { kind: 'idle' } : current));
        }}
        title="Bevestig je aanmelding"
        description={
          camper
            ? `Je meldt je aan als mogelijke mede-eigenaar van ${camper.naam}. We nemen daarna contact met je op om kennis te maken.`
            : undefined
        }
        confirmLabel="Aanmelden"
        busyLabel="Bezig met aanmelden..."
        destructive={false}
        // The failure policy toasts a refusal; the dialog only waits for the answer.
        onConfirm={() => (camper ? apply.mutateAsync(camper).catch(() => undefined) : undefined)}
      />
      <Dialog
        open={thanksOpen}
        onOpenChange={(open) => {
          if (!open) finish();
        }}
        title="Bedankt!"
        description={
          camper
            ? `Je aanmelding voor ${camper.naam} is ontvangen. Je vindt ze terug onder Mijn aanmeldingen.`
            : undefined
        }
        size="sm"
        footer={<Button onClick={finish}>Sluiten</Button>}
      />
    </>
  );
  return { start: (next) => setStep({ kind: 'confirm', camper: next }), dialogs };
}
