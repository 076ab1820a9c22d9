import {
  CAR_REQUIREMENTS,
  PREFERRED_WORKER_GENDERS,
  PROFILE_VISIBILITIES,
  SupportPreferenceInputSchema,
  type SupportPreference,
} from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import type { ProfileFormHost } from './profile-form-host';

const SupportPreferenceFormSchema = z.object({ support_preference: SupportPreferenceInputSchema });
type SupportPreferenceForm = z.input<typeof SupportPreferenceFormSchema>;

/** A client's support preferences: who can find the profile, the worker's gender, and a car. */
export function SupportPreferenceForm({
  preference,
  submitLabel = 'Save',
  onSaved,
}: ProfileFormHost & { preference: SupportPreference }) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(SupportPreferenceFormSchema, {
    defaultValues: {
      support_preference: {
        profile_visibility: preference.profile_visibility ?? undefined,
        gender: preference.gender ?? undefined,
        car_ownership: preference.car_ownership ?? undefined,
      } as SupportPreferenceForm['support_preference'],
    },
    fields: [
      'support_preference.profile_visibility',
      'support_preference.gender',
      'support_preference.car_ownership',
    ],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        await save({ support_preference: values.support_preference });
        await onSaved?.();
      })}
    >
      <FormRadioGroup
        name="support_preference.profile_visibility"
        legend="Who can find my profile"
        options={PROFILE_VISIBILITIES}
      />
      <FormRadioGroup
        name="support_preference.gender"
        legend="I would like support from"
        options={PREFERRED_WORKER_GENDERS}
      />
      <FormRadioGroup name="support_preference.car_ownership" legend="A car" options={CAR_REQUIREMENTS} />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
