import { useApiMutation } from '@camperdeel/client/queries';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { registerStep2Schema, registerStep3Schema } from '@camperdeel/rules/schemas/profile';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import type { PersoonlijkeGegevens } from './PersoonlijkeGegevensStep.tsx';
import { StepActions } from './StepActions.tsx';

type GezinsgegevensStepProps = {
  persoonlijk: PersoonlijkeGegevens;
  onBack: () => void;
  onSaved: () => void;
};

/** Register step 3: 'Account aanmaken' saves steps 2 and 3 as the profile (docs/product/public.md#states-spec-4). */
export function GezinsgegevensStep({ persoonlijk, onBack, onSaved }: GezinsgegevensStepProps) {
  const form = useSchemaForm({
    schema: registerStep3Schema,
    defaultValues: { allergieen_intolleranties: '', aantal_familieleden: '' },
  });
  const save = useApiMutation({
    mutationFn: authApi.saveProfile,
    failureTitle: FAILURE_TITLES.saveProfile,
    onSuccess: () => {
      toast.success({ title: toasts.accountCreated.title });
      onSaved();
    },
  });

  const submit = form.handleSubmit((values) => {
    // Step 2 was checked when it was left; parsed again here, so what is sent is the schema's output.
    const personal = registerStep2Schema.safeParse(persoonlijk);
    if (personal.success) save.mutate({ ...personal.data, ...values });
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField label="Allergieën of intoleranties" {...form.fieldProps('allergieen_intolleranties')} />
      <InputField
        label="Aantal familieleden"
        inputMode="numeric"
        {...form.fieldProps('aantal_familieleden')}
      />
      <StepActions onBack={onBack} busy={save.isPending} busyLabel="Bezig met opslaan...">
        Account aanmaken
      </StepActions>
    </form>
  );
}
