import { type DeleteAccountInput, deleteAccountSchema } from '@camperdeel/rules/schemas/account-requests';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { useState } from 'react';
import { api } from '../api.ts';
import { ApiFailure } from '../failure.ts';
import { sessionEnded } from '../me.ts';
import { useApiMutation } from '../queries.ts';
import { request } from '../request.ts';
import { useSchemaForm } from '../schema-form.ts';
import { accountStyles as styles } from './account-styles.ts';

/** Saves what the server answered as 'camperdeel-mijn-gegevens.json'. */
function saveAsFile(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'camperdeel-mijn-gegevens.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Mijn gegevens': download everything as JSON, or delete the account (password asked first). */
export function DataCard() {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, reset } = useSchemaForm({
    schema: deleteAccountSchema,
    defaultValues: { wachtwoord: '' },
  });
  const exportData = useApiMutation({
    mutationFn: () => request(() => api.me.export.$get()),
    failureTitle: 'Download mislukt',
    onSuccess: saveAsFile,
  });
  const deletion = useApiMutation({
    mutationFn: (json: DeleteAccountInput) => request(() => api.me.$delete({ json })),
    failureTitle: 'Account verwijderen mislukt',
    onSuccess: () => {
      sessionEnded();
      toast.success({ title: 'Account verwijderd', description: 'Je gegevens zijn gewist.' });
      window.location.assign('/');
    },
  });

  async function send(input: DeleteAccountInput) {
    try {
      await deletion.mutateAsync(input);
    } catch (failure) {
      // Refused for a reason the password cannot change: the dialog closes and the reason stays on the page.
      if (!(failure instanceof ApiFailure) || failure.code !== 'is_owner') throw failure;
      setRefusal(failure.message);
    }
  }

  /**
   * Rejects on a refusal the password can change, so the dialog stays open for another try and says why; the
   * schema's message shows there too, as the server's would (the field has no error line of its own).
   */
  async function remove() {
    let invalid: string | undefined;
    await handleSubmit(send, (errors) => {
      invalid = errors.wachtwoord?.message ?? '';
    })();
    if (invalid !== undefined) throw new Error(invalid);
  }

  return (
    <Card title="Mijn gegevens">
      <div className={styles.form}>
        <p className={styles.muted}>Download alles wat Camperdeel over je bewaart, als JSON-bestand.</p>
        <div>
          <Button
            variant="outline"
            onClick={() => exportData.mutate()}
            busy={exportData.isPending}
            busyLabel="Bezig..."
          >
            Download mijn gegevens
          </Button>
        </div>
        <p className={styles.muted}>
          Je account verwijderen wist je profiel, foto, aanmeldingen en sessies. Dit kan niet ongedaan worden
          gemaakt.
        </p>
        {refusal ? (
          <p role="alert" className={styles.alert}>
            {refusal}
          </p>
        ) : null}
        <div>
          <Button
            variant="danger"
            onClick={() => {
              reset();
              setConfirming(true);
            }}
          >
            Account verwijderen
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Account verwijderen?"
        description="Vul je wachtwoord in om te bevestigen. Dit kan niet ongedaan worden gemaakt."
        confirmLabel="Account verwijderen"
        busyLabel="Bezig met verwijderen..."
        onConfirm={remove}
      >
        <InputField
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          {...register('wachtwoord')}
        />
      </ConfirmDialog>
    </Card>
  );
}
