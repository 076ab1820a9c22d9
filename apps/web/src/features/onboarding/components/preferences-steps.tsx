import {
  CAR_OWNERSHIP,
  CAR_REQUIREMENTS,
  CarOwnershipSchema,
  CLIENT_GENDERS,
  ClientPreferenceInputSchema,
  PREFERRED_WORKER_GENDERS,
  PROFILE_VISIBILITIES,
  RANGE_OF_WORK_KM,
  RangeOfWorkSchema,
  SupportPreferenceInputSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveStep } from '../api/save-step';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

const SupportPreferencesFormSchema = z.object({ support_preference: SupportPreferenceInputSchema });

/** /onboarding/support-preferences (client): who they would like, a car, and who can find them. */
export function SupportPreferencesStep() {
  const { user, nextPath, goNext } = useStep('support-preferences');
  const save = useSaveStep();
  const saved = user?.support_preference;
  const { form, binding, submit } = useApiForm(SupportPreferencesFormSchema, {
    defaultValues: {
      support_preference: {
        gender: (saved?.gender ?? undefined) as never,
        car_ownership: (saved?.car_ownership ?? undefined) as never,
        profile_visibility: (saved?.profile_visibility ?? undefined) as never,
      },
    },
    fields: [
      'support_preference.gender',
      'support_preference.car_ownership',
      'support_preference.profile_visibility',
    ],
  });
  return (
    <StepFrame step="support-preferences" intro="This helps us show you workers who suit you.">
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        <FormRadioGroup
          name="support_preference.gender"
          legend="I would like support from"
          options={PREFERRED_WORKER_GENDERS}
        />
        <FormRadioGroup name="support_preference.car_ownership" legend="A car" options={CAR_REQUIREMENTS} />
        <FormRadioGroup
          name="support_preference.profile_visibility"
          legend="Who can find my profile"
          options={PROFILE_VISIBILITIES}
        />
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}

const RANGE_MESSAGE = 'Enter how far you will travel, in whole kilometres.';

const ClientPreferenceFormSchema = z.object({
  client_preference: z.object({
    genders: ClientPreferenceInputSchema.shape.genders,
    car_ownership: CarOwnershipSchema,
    range_of_work_in_km: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { message: RANGE_MESSAGE })
      .transform(Number)
      .pipe(RangeOfWorkSchema),
  }),
});

/** /onboarding/who-you-support (worker): the clients they support, a car, and how far they travel. */
export function WhoYouSupportStep() {
  const { user, nextPath, goNext } = useStep('who-you-support');
  const save = useSaveStep();
  const saved = user?.client_preference;
  const { form, binding, submit } = useApiForm(ClientPreferenceFormSchema, {
    defaultValues: {
      client_preference: {
        genders: (saved?.genders ?? []) as never,
        car_ownership: (saved?.car_ownership ?? undefined) as never,
        range_of_work_in_km: saved?.range_of_work_in_km ? String(saved.range_of_work_in_km) : '',
      },
    },
    fields: [
      'client_preference.genders',
      'client_preference.car_ownership',
      'client_preference.range_of_work_in_km',
    ],
  });
  return (
    <StepFrame step="who-you-support" intro="Clients see this, and we use it to suggest work near you.">
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        <ChoiceCheckboxes name="client_preference.genders" legend="I support" options={CLIENT_GENDERS} />
        <FormRadioGroup name="client_preference.car_ownership" legend="A car" options={CAR_OWNERSHIP} />
        <FormTextField
          name="client_preference.range_of_work_in_km"
          label="How far I will travel (km)"
          autoComplete="off"
          inputMode="numeric"
          hint={`From ${RANGE_OF_WORK_KM.min} to ${RANGE_OF_WORK_KM.max} km from your home.`}
        />
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}
