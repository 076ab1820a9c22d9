import { WEEKDAY_LABELS, WEEKDAYS, isFullDayPlaceholder, type Weekday } from '@alongside/domain';
import type { SessionUser } from '@alongside/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveStep } from '../api/save-step';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

type ScheduleField = 'require_support_schedule' | 'availability_schedule';

const DaySchema = z.object({ on: z.boolean(), start: z.string(), end: z.string() });
const HoursFormSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, DaySchema])) as Record<Weekday, typeof DaySchema>)
  .superRefine((days, context) => {
    const chosen = WEEKDAYS.filter((day) => days[day].on);
    if (chosen.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['monday', 'on'],
        message: 'Choose at least one day, or skip this step for now.',
      });
    }
    for (const day of chosen) {
      const { start, end } = days[day];
      if (!start) context.addIssue({ code: 'custom', path: [day, 'start'], message: 'Enter a start time.' });
      if (!end) context.addIssue({ code: 'custom', path: [day, 'end'], message: 'Enter an end time.' });
      if (start && end && end <= start) {
        context.addIssue({
          code: 'custom',
          path: [day, 'end'],
          message: 'The end time must be after the start time.',
        });
      }
    }
  })
  .transform((days) =>
    WEEKDAYS.filter((day) => days[day].on).map((day) => ({
      day,
      start: `${days[day].start}:00`,
      end: `${days[day].end}:00`,
    })),
  );

/** One range a day is enough to be found; more can be added on the profile screen. */
function initialDays(schedule: SessionUser['require_support_schedule']) {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const entry = schedule.find((range) => range.day === day && !isFullDayPlaceholder(range));
      return [
        day,
        entry
          ? { on: true, start: entry.start.slice(0, 5), end: entry.end.slice(0, 5) }
          : { on: false, start: '09:00', end: '17:00' },
      ];
    }),
  ) as Record<Weekday, z.infer<typeof DaySchema>>;
}

const TEXTS = {
  'support-hours': {
    intro: 'Choose the days you need support, and roughly when. You can change this at any time.',
    legend: 'Days I need support',
    field: 'require_support_schedule',
  },
  availability: {
    intro: 'Choose the days you can work, and your hours. You can change this at any time.',
    legend: 'Days I can work',
    field: 'availability_schedule',
  },
} as const satisfies Record<string, { intro: string; legend: string; field: ScheduleField }>;

/** /onboarding/support-hours (client) and /onboarding/availability (worker): a simple week. */
export function WeeklyHoursStep({ step }: { step: keyof typeof TEXTS }) {
  const texts = TEXTS[step];
  const { user, nextPath, goNext } = useStep(step);
  const save = useSaveStep();
  const { form, binding, submit } = useApiForm(HoursFormSchema, {
    defaultValues: initialDays(user?.[texts.field] ?? []),
    fields: WEEKDAYS.flatMap((day) => [`${day}.on`, `${day}.start`, `${day}.end`] as const),
  });
  return (
    <StepFrame step={step} intro={texts.intro}>
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (schedule) => {
          await save.mutateAsync({ [texts.field]: schedule });
          await goNext();
        })}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {texts.legend}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {WEEKDAYS.map((day) => (
              <DayRow key={day} day={day} />
            ))}
          </Box>
        </Box>
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}

function DayRow({ day }: { day: Weekday }) {
  const { field } = useController({ name: `${day}.on` });
  const on = useWatch({ name: `${day}.on` }) as boolean;
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(`${day}.on`);
  const errorId = `${useId()}-error`;
  return (
    <Box
      role="group"
      aria-label={WEEKDAY_LABELS[day]}
      sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
    >
      <FormControlLabel
        label={WEEKDAY_LABELS[day]}
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(event) => {
              clearServerError(`${day}.on`);
              field.onChange(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? errorId : undefined } as object,
            }}
          />
        }
      />
      {error ? (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      ) : null}
      {on ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: { xs: 0, sm: 4 }, pb: 1 }}>
          <TimeField name={`${day}.start`} label="From" />
          <TimeField name={`${day}.end`} label="To" />
        </Box>
      ) : null}
    </Box>
  );
}

function TimeField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  return (
    <TextField
      type="time"
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
