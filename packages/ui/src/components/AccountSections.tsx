import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { InputField } from './Input.tsx';
import { Switch } from './Switch.tsx';

type Result<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

export type AccountSession = {
  id: string;
  apparaat: string;
  created_at: string;
  laatst_gebruikt: string | null;
  huidige: boolean;
};

/** The self-service calls (docs/product/api.md#co-owner-life-and-self-service-architecture-10); each area passes its own typed client. */
export type AccountSource = {
  changePassword: (huidig: string, nieuw: string) => Promise<Result<unknown>>;
  sessions: () => Promise<Result<{ sessies: AccountSession[] }>>;
  endSession: (id: string) => Promise<Result<unknown>>;
  mailSettings: () => Promise<Result<{ email: Record<string, boolean> }>>;
  saveMailSetting: (soort: string, on: boolean) => Promise<Result<{ email: Record<string, boolean> }>>;
  exportData: () => Promise<Result<unknown>>;
  deleteAccount: (wachtwoord: string) => Promise<Result<unknown>>;
};

export interface AccountSectionsProps {
  source: AccountSource;
  /** Label per notification kind, in the order to show. */
  kindLabels: readonly { soort: string; label: string }[];
  formatTime: (iso: string) => string;
  /** Shows a failure (the area's Dutch toast for the error body). */
  onFailure: (body: unknown, title: string) => void;
  onSuccess: (title: string, message?: string) => void;
  /** After the account is gone (the area sends the visitor home). */
  onDeleted: () => void;
}

/**
 * Member self-service on the profile page: change password, active sessions, mail per kind of notification,
 * download my data, delete my account. I/O comes in through `source`, texts are Dutch.
 */
export function AccountSections(props: AccountSectionsProps) {
  // A new password ends every other session: the sessions list starts afresh (and loads again) after one.
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <div className={styles.stack}>
      <PasswordCard {...props} onChanged={() => setPasswordChanges((n) => n + 1)} />
      <SessionsCard key={passwordChanges} {...props} />
      <MailSettingsCard {...props} />
      <DataCard {...props} />
    </div>
  );
}

function PasswordCard({
  source,
  onFailure,
  onSuccess,
  onChanged,
}: AccountSectionsProps & { onChanged: () => void }) {
  const [huidig, setHuidig] = useState('');
  const [nieuw, setNieuw] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await source.changePassword(huidig, nieuw);
    setBusy(false);
    if (!result.ok) {
      onFailure(result.body, 'Wachtwoord wijzigen mislukt');
      return;
    }
    setHuidig('');
    setNieuw('');
    onChanged();
    onSuccess('Wachtwoord gewijzigd', 'Je bent op je andere apparaten afgemeld.');
  }
  return (
    <Card
      title="Wachtwoord wijzigen"
      description="Na het wijzigen word je op al je andere apparaten afgemeld."
    >
      <form onSubmit={submit} className={styles.form}>
        <InputField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          value={huidig}
          onChange={(e) => setHuidig(e.target.value)}
        />
        <InputField
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          hint="Minimaal 6 tekens"
          required
          value={nieuw}
          onChange={(e) => setNieuw(e.target.value)}
        />
        <div>
          <Button type="submit" busy={busy} busyLabel="Bezig met wijzigen...">
            Wachtwoord wijzigen
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A section that could not load says so in place; it is not worth a toast over the page the member came for. */
const LOAD_FAILED = 'Dit kon niet geladen worden. Probeer het later opnieuw.';

function SessionsCard({ source, formatTime, onFailure, onSuccess }: AccountSectionsProps) {
  const [sessies, setSessies] = useState<AccountSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const result = await source.sessions();
    setFailed(!result.ok);
    if (result.ok) setSessies(result.data.sessies);
  }, [source]);
  useEffect(() => {
    void load();
  }, [load]);
  async function end(id: string) {
    const result = await source.endSession(id);
    if (!result.ok) {
      onFailure(result.body, 'Afmelden mislukt');
      return;
    }
    onSuccess('Sessie afgemeld');
    await load();
  }
  return (
    <Card
      title="Actieve sessies"
      description="Hier ben je ingelogd. Meld een apparaat af dat je niet herkent."
    >
      {failed ? <p className={styles.muted}>{LOAD_FAILED}</p> : null}
      {sessies === null ? null : (
        <ul className={styles.list} aria-label="Actieve sessies">
          {sessies.map((sessie) => (
            <li key={sessie.id} className={styles.row}>
              <div className={styles.rowText}>
                <span className={styles.strong}>
                  {sessie.apparaat} {sessie.huidige ? <Badge tone="brand">Deze sessie</Badge> : null}
                </span>
                <span className={styles.muted}>
                  Ingelogd {formatTime(sessie.created_at)}
                  {sessie.laatst_gebruikt ? ` · laatst gebruikt ${formatTime(sessie.laatst_gebruikt)}` : ''}
                </span>
              </div>
              {sessie.huidige ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void end(sessie.id)}
                  aria-label={`${sessie.apparaat} afmelden`}
                >
                  Afmelden
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MailSettingsCard({ source, kindLabels, onFailure }: AccountSectionsProps) {
  const [email, setEmail] = useState<Record<string, boolean> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void source.mailSettings().then((result) => {
      setFailed(!result.ok);
      if (result.ok) setEmail(result.data.email);
    });
  }, [source]);
  async function toggle(soort: string, on: boolean) {
    setEmail((current) => (current ? { ...current, [soort]: on } : current));
    const result = await source.saveMailSetting(soort, on);
    if (result.ok) setEmail(result.data.email);
    else {
      setEmail((current) => (current ? { ...current, [soort]: !on } : current));
      onFailure(result.body, 'Opslaan mislukt');
    }
  }
  return (
    <Card
      title="Meldingen ook per mail"
      description="Je ziet elke melding bij het belletje. Kies welke je ook per mail krijgt."
    >
      {failed ? <p className={styles.muted}>{LOAD_FAILED}</p> : null}
      {email === null ? null : (
        <div className={styles.form}>
          {kindLabels.map(({ soort, label }) => (
            <Switch
              key={soort}
              label={label}
              checked={email[soort] ?? true}
              onCheckedChange={(on) => void toggle(soort, on)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}

function DataCard({ source, onFailure, onDeleted }: AccountSectionsProps) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [wachtwoord, setWachtwoord] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    const result = await source.exportData();
    setDownloading(false);
    if (!result.ok) {
      onFailure(result.body, 'Download mislukt');
      return;
    }
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'camperdeel-mijn-gegevens.json';
    link.click();
    URL.revokeObjectURL(url);
  }

  async function remove() {
    const result = await source.deleteAccount(wachtwoord);
    if (result.ok) {
      onDeleted();
      return;
    }
    onFailure(result.body, 'Account verwijderen mislukt');
    const body = result.body as { error?: { code?: string; message?: string } } | null;
    // Refused for a reason the password cannot change: the dialog closes and the reason stays on the page.
    if (body?.error?.code === 'is_owner') {
      setRefusal(body.error.message ?? null);
      return;
    }
    throw new Error('refused');
  }

  return (
    <Card title="Mijn gegevens">
      <div className={styles.form}>
        <p className={styles.muted}>Download alles wat Camperdeel over je bewaart, als JSON-bestand.</p>
        <div>
          <Button variant="outline" onClick={() => void download()} busy={downloading} busyLabel="Bezig...">
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
              setWachtwoord('');
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
          value={wachtwoord}
          onChange={(e) => setWachtwoord(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    pb: '3',
  }),
  rowText: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  strong: css({ fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  alert: css({ fontSize: 'sm', color: 'danger.emphasized', fontWeight: 'medium' }),
};
