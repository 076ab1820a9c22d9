import { JobScheduleSchema, hoursPerWeek, type JobSchedule } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import {
  scheduleFieldNames,
  TimeField,
  WeeklyScheduleEditor,
} from '../../../components/forms/weekly-schedule-editor';

/**
 * "When" as a form holds it (a job's schedule, a request's): both kinds' fields are kept, so switching
 * between a one-off time and a weekly pattern loses nothing typed.
 */
export const ScheduleChoiceSchema = z.object({
  kind: z.enum(['one_off', 'weekly']),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  times: z.array(z.object({ day: z.string(), start: z.string(), end: z.string() })),
  starts_on: z.string(),
  ends_on: z.string(),
});
export type ScheduleChoice = z.input<typeof ScheduleChoiceSchema>;

/** The form's fields for the schedule at `schedule`, in the order they appear. */
export const SCHEDULE_FIELDS = [
  'schedule.kind',
  'schedule.date',
  'schedule.start',
  'schedule.end',
  ...scheduleFieldNames('schedule.times'),
  'schedule.starts_on',
  'schedule.ends_on',
];

/** The chosen kind checked with the domain's schedule rules; each problem is filed under `schedule.…`. */
export function checkedSchedule(choice: ScheduleChoice, context: z.RefinementCtx): JobSchedule | null {
  const chosen =
    choice.kind === 'one_off'
      ? { kind: 'one_off', date: choice.date, start: choice.start, end: choice.end }
      : { kind: 'weekly', times: choice.times, starts_on: choice.starts_on, ends_on: choice.ends_on || null };
  const parsed = JobScheduleSchema.safeParse(chosen);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: ['schedule', ...issue.path] });
  }
  return null;
}

/** The form's values for a saved schedule, or a weekly pattern to fill in. */
export function scheduleChoice(schedule: JobSchedule | null): ScheduleChoice {
  return {
    kind: schedule?.kind ?? 'weekly',
    date: schedule?.kind === 'one_off' ? schedule.date : '',
    start: schedule?.kind === 'one_off' ? schedule.start : '09:00:00',
    end: schedule?.kind === 'one_off' ? schedule.end : '12:00:00',
    times: schedule?.kind === 'weekly' ? schedule.times : [],
    starts_on: schedule?.kind === 'weekly' ? schedule.starts_on : '',
    ends_on: schedule?.kind === 'weekly' ? (schedule.ends_on ?? '') : '',
  };
}

/** How often, then a date and times or days, times and dates, with the hours they come to. */
export function ScheduleFields() {
  const schedule = useWatch({ name: 'schedule' }) as ScheduleChoice;
  const parsed = JobScheduleSchema.safeParse(
    schedule.kind === 'one_off'
      ? { kind: 'one_off', date: schedule.date || '2026-01-05', start: schedule.start, end: schedule.end }
      : { kind: 'weekly', times: schedule.times, starts_on: '2026-01-05', ends_on: null },
  );
  const hours = parsed.success ? hoursPerWeek(parsed.data) : null;
  return (
    <>
      <FormRadioGroup
        name="schedule.kind"
        legend="How often"
        options={[
          { value: 'weekly', label: 'Every week, on the same days' },
          { value: 'one_off', label: 'Once, on one date' },
        ]}
      />
      {schedule.kind === 'one_off' ? (
        <>
          <FormTextField name="schedule.date" label="Date" type="date" autoComplete="off" />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TimeField name="schedule.start" label="From" />
            <TimeField name="schedule.end" label="To" />
          </Box>
        </>
      ) : (
        <>
          <WeeklyScheduleEditor name="schedule.times" legend="Days and times" />
          <FormTextField name="schedule.starts_on" label="Starting on" type="date" autoComplete="off" />
          <FormTextField
            name="schedule.ends_on"
            label="Ending on (optional)"
            type="date"
            autoComplete="off"
            hint="Leave empty if the support goes on."
          />
        </>
      )}
      <Typography role="status">
        {hours === null
          ? 'Choose the times to see the hours.'
          : schedule.kind === 'one_off'
            ? `${hours} ${hours === 1 ? 'hour' : 'hours'} in all.`
            : `${hours} ${hours === 1 ? 'hour' : 'hours'} a week.`}
      </Typography>
    </>
  );
}
