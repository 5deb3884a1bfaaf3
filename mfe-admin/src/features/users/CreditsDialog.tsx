import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { type FieldPath, formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { creditFormValue, creditsOutsideHorizonMessage } from '@camperdeel/rules/credits';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { isHorizonYear } from '@camperdeel/rules/horizon';
import { type CreditsUpdateInput, creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useEffect, useState } from 'react';
import { type AdminUser, admin, type CreditsAnswer } from '../../shared/admin-api.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';

type Amounts = { credits_hoogseizoen: string; credits_laagseizoen: string };
/** The form's fields mirror the request body (so the schema's messages land on them), as the text typed. */
type Values = { jaar: string } & Amounts & { standaard: Amounts };

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
    credits_hoogseizoen: String(row?.toegekend_hoogseizoen ?? fromStandard?.credits_hoogseizoen ?? 0),
    credits_laagseizoen: String(row?.toegekend_laagseizoen ?? fromStandard?.credits_laagseizoen ?? 0),
    standaard: {
      credits_hoogseizoen: String(saved?.credits_hoogseizoen ?? 0),
      credits_laagseizoen: String(saved?.credits_laagseizoen ?? 0),
    },
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
 * docs/product/calendar-and-credits.md#business-constants-spec-9, docs/product/calendar-and-credits.md#validation-spec-5: the start year with its high and low season credits, and the yearly standard for every later
 * year. Whole numbers ≥ 0; anything else becomes 0 (creditFormValue).
 */
export function creditsPayload(values: Values) {
  return {
    jaar: creditFormValue(values.jaar),
    credits_hoogseizoen: creditFormValue(values.credits_hoogseizoen),
    credits_laagseizoen: creditFormValue(values.credits_laagseizoen),
    standaard: {
      credits_hoogseizoen: creditFormValue(values.standaard.credits_hoogseizoen),
      credits_laagseizoen: creditFormValue(values.standaard.credits_laagseizoen),
    },
  };
}

const schema = formSchema(creditsUpdateSchema, creditsPayload);

export function CreditsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const credits = useApiQuery({
    queryKey: adminKeys.credits(user.id),
    queryFn: () => request(() => admin.users[':id'].credits.$get({ param: { id: user.id } })),
    failureTitle: FAILURE_TITLES.load,
    // The form starts from what is stored now, not from an answer of a minute ago.
    staleTime: 0,
  });

  // The horizon's years follow the Amsterdam calendar, as the server's check does.
  const [today] = useState(() => todayInAmsterdam(new Date()));

  return (
    <FormDialog
      title="Credits beheren"
      description={`Reserveringscredits van ${user.naam}. Het startjaar krijgt zijn eigen credits; elk volgend jaar krijgt automatisch de jaarlijkse standaard. Wat al gebruikt is blijft gebruikt: opnieuw opslaan verandert niets.`}
      formId="credits-form"
      submitLabel="Credits opslaan"
      busyLabel="Bezig met opslaan..."
      busy={busy}
      submitDisabled={!credits.data}
      onClose={onClose}
    >
      <QueryState query={credits} failureTitle={FAILURE_TITLES.load}>
        {(answer) => (
          <CreditsForm user={user} answer={answer} today={today} onBusy={setBusy} onSaved={onClose} />
        )}
      </QueryState>
    </FormDialog>
  );
}

function CreditsForm({
  user,
  answer,
  today,
  onBusy,
  onSaved,
}: {
  user: AdminUser;
  answer: CreditsAnswer;
  today: string;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm({
    schema,
    defaultValues: initialCreditValues(answer, yearOf(today)),
  });
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);

  const save = useApiMutation({
    mutationFn: (input: CreditsUpdateInput) =>
      request(() => admin.users[':id'].credits.$put({ param: { id: user.id }, json: input })),
    failureTitle: FAILURE_TITLES.saveCredits,
    invalidates: [adminKeys.credits(user.id)],
    onSuccess: () => {
      toast.success({ title: toasts.creditsUpdated.title });
      onSaved();
    },
  });

  async function submit(input: CreditsUpdateInput) {
    // Only this and next year can be granted (the server answers 422 outside_horizon otherwise).
    if (!isHorizonYear(input.jaar, today)) {
      setError('jaar', { message: creditsOutsideHorizonMessage(today) });
      return;
    }
    await settled(save.mutateAsync(input));
  }

  // Text with a numeric keyboard, not type="number": Chromium turned a typed '12,5' into 125 before our reading of
  // it could apply the spec's rule (docs/product/admin.md#validation-spec-5: whole numbers; invalid input becomes 0).
  const number = (name: FieldPath<Values>, label: string, error: string | undefined) => (
    <InputField label={label} inputMode="numeric" autoComplete="off" error={error} {...register(name)} />
  );

  return (
    <form id="credits-form" onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
      {number('jaar', 'Startjaar', errors.jaar?.message)}
      <fieldset className={styles.pair}>
        <legend className={styles.legend}>Credits in het startjaar</legend>
        {number('credits_hoogseizoen', 'Hoogseizoen', errors.credits_hoogseizoen?.message)}
        {number('credits_laagseizoen', 'Laagseizoen', errors.credits_laagseizoen?.message)}
      </fieldset>
      <fieldset className={styles.pair}>
        <legend className={styles.legend}>Jaarlijkse standaard (elk volgend jaar)</legend>
        {number(
          'standaard.credits_hoogseizoen',
          'Hoogseizoen per jaar',
          errors.standaard?.credits_hoogseizoen?.message,
        )}
        {number(
          'standaard.credits_laagseizoen',
          'Laagseizoen per jaar',
          errors.standaard?.credits_laagseizoen?.message,
        )}
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
