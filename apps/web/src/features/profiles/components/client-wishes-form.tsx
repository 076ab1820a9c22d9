import {
  centsToDollarsText,
  formatCents,
  HourlyRateCentsSchema,
  LanguageListSchema,
  optionalDollarsTextSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { LANGUAGE_OPTIONS } from '../../../components/forms/choice-options';
import { useSaveProfile } from '../hooks/use-save-profile';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';

const ClientWishesFormSchema = z.object({
  preferred_languages: LanguageListSchema,
  // Optional: blank means "no limit" (null), anything else is read as dollars.
  max_hourly_rate: optionalDollarsTextSchema(HourlyRateCentsSchema),
});

/**
 * The client preferences screen (decision 015): the languages the client would like the worker to
 * speak and the most they want to pay an hour. Search uses both later.
 */
export function ClientWishesForm({
  languages,
  maxHourlyRate,
}: {
  languages: readonly string[];
  maxHourlyRate: number | null;
}) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(ClientWishesFormSchema, {
    defaultValues: {
      preferred_languages: [...languages] as z.input<typeof ClientWishesFormSchema>['preferred_languages'],
      max_hourly_rate: centsToDollarsText(maxHourlyRate),
    },
    fields: ['preferred_languages', 'max_hourly_rate'],
  });
  return (
    <ApiForm form={form} binding={binding} onSubmit={submit(async (values) => save(values))}>
      <FormTextField
        name="max_hourly_rate"
        label="The most I want to pay, dollars per hour"
        autoComplete="off"
        inputMode="decimal"
        hint={
          maxHourlyRate === null
            ? 'Not set: leave it empty for no limit.'
            : `Saved: ${formatCents(maxHourlyRate, 'en-AU')}. Leave it empty for no limit.`
        }
      />
      <FormCheckboxList
        name="preferred_languages"
        legend="Languages I would like my worker to speak"
        options={LANGUAGE_OPTIONS}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}
