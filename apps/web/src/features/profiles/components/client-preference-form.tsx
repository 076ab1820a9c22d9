import {
  CAR_OWNERSHIP,
  CLIENT_GENDERS,
  ClientPreferenceInputSchema,
  RANGE_OF_WORK_KM,
  RangeOfWorkSchema,
  type ClientPreference,
} from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import type { ProfileFormHost } from './profile-form-host';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';
import { wholeNumberTextSchema } from './number-text';

/** The API's schema, with the distance typed as text and read as a whole number first. */
const ClientPreferenceFormSchema = z.object({
  client_preference: ClientPreferenceInputSchema.extend({
    range_of_work_in_km: wholeNumberTextSchema('Enter how far you will travel, in whole kilometres.').pipe(
      RangeOfWorkSchema,
    ),
  }),
});

/** A worker's support-seeker preferences: who they support, their car, and how far they travel. */
export function ClientPreferenceForm({
  preference,
  submitLabel = 'Save',
  onSaved,
}: ProfileFormHost & { preference: ClientPreference }) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(ClientPreferenceFormSchema, {
    defaultValues: {
      client_preference: {
        genders: (preference.genders ?? []) as ('female' | 'male' | 'non_binary')[],
        car_ownership: (preference.car_ownership ?? undefined) as 'has_car' | 'no_car' | undefined,
        range_of_work_in_km:
          preference.range_of_work_in_km === null || preference.range_of_work_in_km === undefined
            ? ''
            : String(preference.range_of_work_in_km),
      },
    },
    fields: [
      'client_preference.genders',
      'client_preference.car_ownership',
      'client_preference.range_of_work_in_km',
    ],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        await save({ client_preference: values.client_preference });
        await onSaved?.();
      })}
    >
      <FormCheckboxList name="client_preference.genders" legend="I support" options={CLIENT_GENDERS} />
      <FormRadioGroup name="client_preference.car_ownership" legend="My car" options={CAR_OWNERSHIP} />
      <FormTextField
        name="client_preference.range_of_work_in_km"
        label="How far I will travel, in km"
        autoComplete="off"
        inputMode="numeric"
        hint={`From ${RANGE_OF_WORK_KM.min} to ${RANGE_OF_WORK_KM.max} km from home.`}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
