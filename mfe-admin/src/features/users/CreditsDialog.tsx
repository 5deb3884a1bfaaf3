import { creditFormValue, creditsOutsideHorizonMessage } from '@camperdeel/rules/credits';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { isHorizonYear } from '@camperdeel/rules/horizon';
import { creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { Loading } from '@camperdeel/ui/components/Spinner';
import type { FieldErrors } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useEffect, useState } from 'react';
import { type AdminUser, admin, type CreditsAnswer } from '../admin-data/admin-api.ts';
import { call, callOrToast, showFailure } from '../admin-data/request.ts';

type Values = { jaar: string; hoog: string; laag: string; standaardHoog: string; standaardLaag: string };

/**
 * The form's starting values: the saved start year with what was granted for it (not what is left: re-saving an
 * unchanged form must change nothing) and the standard; else this year with zeros. A start year that has slipped
 * out of the booking horizon (it was last year) becomes this year, with this year's grant.
 */
export function initialCreditValues(answer: CreditsAnswer, thisYear: number): Values {
  const saved = answer.standaard;
  const jaar = saved && saved.start_jaar >= thisYear ? saved.start_jaar : thisYear;
  const row = answer.credits.find((c) => c.jaar === jaar);
  const fromStandard = saved && jaar > saved.start_jaar ? saved : null;
  return {
    jaar: String(jaar),
    hoog: String(row?.toegekend_hoogseizoen ?? fromStandard?.credits_hoogseizoen ?? 0),
    laag: String(row?.toegekend_laagseizoen ?? fromStandard?.credits_laagseizoen ?? 0),
    standaardHoog: String(saved?.credits_hoogseizoen ?? 0),
    standaardLaag: String(saved?.credits_laagseizoen ?? 0),
  };
}

/** Per stored year what was granted and what is left of it, e.g. '2027: hoogseizoen nog 3 van 10, …'. */
export function grantLines(credits: CreditsAnswer['credits']): string[] {
  return credits.map(
    (c) =>
      `${c.jaar}: hoogseizoen nog ${c.credits_hoogseizoen} van ${c.toegekend_hoogseizoen}, laagseizoen nog ${c.credits_laagseizoen} van ${c.toegekend_laagseizoen}`,
  );
}

/**
 * Spec §9 and §5: the start year with its high and low season credits, and the yearly standard for every later
 * year. Whole numbers ≥ 0; anything else becomes 0 (creditFormValue).
 */
export function creditsPayload(values: Values) {
  return {
    jaar: creditFormValue(values.jaar),
    credits_hoogseizoen: creditFormValue(values.hoog),
    credits_laagseizoen: creditFormValue(values.laag),
    standaard: {
      credits_hoogseizoen: creditFormValue(values.standaardHoog),
      credits_laagseizoen: creditFormValue(values.standaardLaag),
    },
  };
}

const FIELD_OF_PATH: Record<string, keyof Values> = {
  jaar: 'jaar',
  credits_hoogseizoen: 'hoog',
  credits_laagseizoen: 'laag',
  'standaard.credits_hoogseizoen': 'standaardHoog',
  'standaard.credits_laagseizoen': 'standaardLaag',
};

/** The schema's Dutch messages (e.g. a year out of range, more than 366 credits) on the form's own fields. */
function creditErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: FieldErrors<Values> = {};
  for (const issue of issues) {
    const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

export function CreditsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [answer, setAnswer] = useState<CreditsAnswer | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);

  // The horizon's years follow the Amsterdam calendar, as the server's check does.
  const [today] = useState(() => todayInAmsterdam(new Date()));

  useEffect(() => {
    let cancelled = false;
    void callOrToast(
      () => admin.users[':id'].credits.$get({ param: { id: user.id } }),
      FAILURE_TITLES.load,
    ).then((loaded) => {
      if (cancelled || !loaded) return;
      setAnswer(loaded);
      setValues(initialCreditValues(loaded, yearOf(today)));
    });
    return () => {
      cancelled = true;
    };
  }, [user.id, today]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    const checked = creditsUpdateSchema.safeParse(creditsPayload(values));
    setErrors(checked.success ? {} : creditErrors(checked.error.issues));
    if (!checked.success) return;
    // Only this and next year can be granted (the server answers 422 outside_horizon otherwise).
    if (!isHorizonYear(checked.data.jaar, today)) {
      setErrors({ jaar: creditsOutsideHorizonMessage(today) });
      return;
    }
    setBusy(true);
    const outcome = await call(() =>
      admin.users[':id'].credits.$put({ param: { id: user.id }, json: checked.data }),
    );
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.saveCredits);
    toast.success({ title: toasts.creditsUpdated.title });
    onClose();
  }

  const number = (key: keyof Values, label: string) =>
    values ? (
      <InputField
        label={label}
        name={key}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values[key]}
        error={errors[key]}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValues((v) => (v ? { ...v, [key]: next } : v));
        }}
      />
    ) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Credits beheren"
      description={`Reserveringscredits van ${user.naam}. Het startjaar krijgt zijn eigen credits; elk volgend jaar krijgt automatisch de jaarlijkse standaard. Wat al gebruikt is blijft gebruikt: opnieuw opslaan verandert niets.`}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form="credits-form" busy={busy} disabled={!values}>
            Credits opslaan
          </Button>
        </>
      }
    >
      {values && answer ? (
        <form id="credits-form" onSubmit={submit} noValidate className={styles.form}>
          {number('jaar', 'Startjaar')}
          <fieldset className={styles.pair}>
            <legend className={styles.legend}>Credits in het startjaar</legend>
            {number('hoog', 'Hoogseizoen')}
            {number('laag', 'Laagseizoen')}
          </fieldset>
          <fieldset className={styles.pair}>
            <legend className={styles.legend}>Jaarlijkse standaard (elk volgend jaar)</legend>
            {number('standaardHoog', 'Hoogseizoen per jaar')}
            {number('standaardLaag', 'Laagseizoen per jaar')}
          </fieldset>
          {answer.credits.length > 0 ? (
            <section aria-label="Toegekend en over" className={styles.balances}>
              <h3 className={styles.legend}>Toegekend en over</h3>
              <ul>
                {grantLines(answer.credits).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </form>
      ) : (
        <Loading />
      )}
    </Dialog>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  pair: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
  }),
  legend: css({ fontWeight: 'semibold', mb: '2' }),
  balances: css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', flexDirection: 'column', gap: '1' }),
};
