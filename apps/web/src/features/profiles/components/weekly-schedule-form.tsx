import { WeeklyScheduleSchema, type WeeklyTimeRange } from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import type { ProfileFormHost } from './profile-form-host';
import { scheduleFieldNames, WeeklyScheduleEditor } from '../../../components/forms/weekly-schedule-editor';

type ScheduleField = 'availability_schedule' | 'require_support_schedule';

/** A worker's availability or a client's required work hours: the week's ranges, saved as one list. */
export function WeeklyScheduleForm({
  field,
  legend,
  value,
  submitLabel = 'Save',
  onSaved,
}: ProfileFormHost & {
  field: ScheduleField;
  legend: string;
  value: readonly { day: string; start: string; end: string }[];
}) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(z.object({ [field]: WeeklyScheduleSchema }), {
    defaultValues: { [field]: value.map((range) => ({ ...range })) as WeeklyTimeRange[] },
    fields: scheduleFieldNames(field),
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        await save({ [field]: values[field] as WeeklyTimeRange[] });
        await onSaved?.();
      })}
    >
      <WeeklyScheduleEditor
        name={field}
        legend={legend}
        ignorePlaceholder={field === 'require_support_schedule'}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
