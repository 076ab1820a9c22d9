import type { ProfilePatchBody } from '@alongside/contract';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import type { ProfileFormHost } from './profile-form-host';
import { FormCheckboxList, type CheckboxOption } from '../../../components/forms/form-checkbox-list';

/** The profile's catalogue lists: each screen ticks values of one of them. */
export type ChoiceListField = Extract<
  keyof ProfilePatchBody,
  | 'service_offerings'
  | 'support_requirements'
  | 'qualifications'
  | 'qualifications_needed'
  | 'languages'
  | 'interests'
  | 'preferred_languages'
>;

interface ChoiceListFormProps extends ProfileFormHost {
  field: ChoiceListField;
  /** The domain's list schema for the field (the API checks the body with the same one). */
  schema: z.ZodType<string[], string[]>;
  legend: string;
  hint?: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  /** Set when at least one must be ticked (an onboarding step, where skipping is the way to tick none). */
  emptyMessage?: string;
}

/** One checklist screen: tick any number from a catalogue, then save the whole list. */
export function ChoiceListForm({
  field,
  schema,
  legend,
  hint,
  options,
  value,
  emptyMessage,
  submitLabel = 'Save',
  onSaved,
}: ChoiceListFormProps) {
  const save = useSaveProfile();
  const listSchema = emptyMessage
    ? schema.refine((list) => list.length > 0, { message: emptyMessage })
    : schema;
  const { form, binding, submit } = useApiForm(z.object({ [field]: listSchema }), {
    defaultValues: { [field]: [...value] },
    fields: [field],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        await save({ [field]: values[field] as string[] });
        await onSaved?.();
      })}
    >
      <FormCheckboxList name={field} legend={legend} hint={hint} options={options} />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
