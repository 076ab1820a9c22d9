import { ProfileVisibilitySchema } from '@alongside/domain';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';

const VisibilityFormSchema = z.object({ profile_visibility: ProfileVisibilitySchema });

/** A worker's words for the two choices (decision 018: search shows visible, verified workers). */
export const WORKER_VISIBILITIES = [
  { value: 'visible', label: 'Show my profile to people looking for support' },
  { value: 'hidden', label: 'Hide my profile from search' },
] as const;

/** Whether a worker shows up in clients' searches; no answer yet means shown. */
export function VisibilityForm({ visibility }: { visibility: string | null }) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(VisibilityFormSchema, {
    defaultValues: { profile_visibility: visibility === 'hidden' ? 'hidden' : 'visible' },
    fields: ['profile_visibility'],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Who can find my profile"
      onSubmit={submit(async (values) => save({ profile_visibility: values.profile_visibility }))}
    >
      <FormRadioGroup
        name="profile_visibility"
        legend="Who can find my profile"
        options={WORKER_VISIBILITIES}
      />
      <Typography color="text.secondary">
        People looking for support find you once your checks are done. A hidden profile is not in anyone’s
        search, and its link shows “Page not found”.
      </Typography>
      <SubmitButton pending={form.formState.isSubmitting}>Update who can find me</SubmitButton>
    </ApiForm>
  );
}
