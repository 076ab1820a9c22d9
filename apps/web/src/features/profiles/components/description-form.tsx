import { DESCRIPTION_MAX_LENGTH, DescriptionSchema } from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';

const DescriptionFormSchema = z.object({ description: DescriptionSchema });

/** A few words about the person, shown on their profile. */
export function DescriptionForm({ description, hint }: { description: string | null; hint: string }) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(DescriptionFormSchema, {
    defaultValues: { description: description ?? '' },
    fields: ['description'],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => save({ description: values.description }))}
    >
      <FormTextField
        name="description"
        label="A few words about you"
        autoComplete="off"
        multiline
        minRows={5}
        hint={`${hint} Up to ${DESCRIPTION_MAX_LENGTH} characters.`}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}
