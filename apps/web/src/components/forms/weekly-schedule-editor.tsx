import {
  countedWorkHours,
  isFullDayPlaceholder,
  MAX_WEEKLY_TIME_RANGES,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
  type WeeklyTimeRange,
} from '@alongside/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { get, useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';

/** Every field name a schedule's server errors can use, so each shows on its own row. */
export function scheduleFieldNames(field: string): string[] {
  const rows = Array.from({ length: MAX_WEEKLY_TIME_RANGES }, (_, index) =>
    (['day', 'start', 'end'] as const).map((part) => `${field}.${index}.${part}`),
  );
  return [field, ...rows.flat()];
}

/** A new range starts on the day after the last one, 9 to 5, so it rarely overlaps what is there. */
export function nextRange(ranges: readonly WeeklyTimeRange[]): WeeklyTimeRange {
  const last = ranges.at(-1);
  const day = last ? WEEKDAYS[(WEEKDAYS.indexOf(last.day) + 1) % WEEKDAYS.length]! : 'monday';
  return { day, start: '09:00:00', end: '17:00:00' };
}

/**
 * A week of time ranges: add a range (day, start, end), change it, remove it. Each row's messages,
 * the form's or the server's (`availability_schedule.0.end`), show under its own fields. With
 * `ignorePlaceholder` (a client's work hours) the full-day placeholder 00:00–23:59 reads "not set"
 * and is not counted (spec §5).
 */
export function WeeklyScheduleEditor({
  name,
  legend,
  ignorePlaceholder = false,
}: {
  /** The form's list field of ranges (`availability_schedule`, `schedule.times`). */
  name: string;
  legend: string;
  ignorePlaceholder?: boolean;
}) {
  const { control, watch, formState } = useFormContext<Record<string, WeeklyTimeRange[]>>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const ranges = watch(name);
  const counted = ignorePlaceholder ? countedWorkHours(ranges) : ranges;
  const listError =
    fieldError(name) ??
    (get(formState.errors, name) as { root?: { message?: string }; message?: string } | undefined)?.root
      ?.message;

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      <Typography role="status">
        {counted.length === 0
          ? 'No times set yet.'
          : `${counted.length} ${counted.length === 1 ? 'time' : 'times'} set.`}
      </Typography>
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            Time {index + 1}
          </Typography>
          {ignorePlaceholder && ranges[index] && isFullDayPlaceholder(ranges[index]) ? (
            <Typography sx={{ mb: 2 }}>
              Not set: the whole day does not count. Choose the hours you need, or remove it.
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <DayField name={`${name}.${index}.day`} />
            <TimeField name={`${name}.${index}.start`} label="From" />
            <TimeField name={`${name}.${index}.end`} label="To" />
          </Box>
          <Button
            sx={{ mt: 1, minHeight: 44 }}
            color="error"
            onClick={() => {
              clearServerError(name);
              remove(index);
            }}
            aria-label={`Remove time ${index + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<Add aria-hidden />}
        sx={{ minHeight: 48, alignSelf: 'start' }}
        disabled={fields.length >= MAX_WEEKLY_TIME_RANGES}
        onClick={() => {
          clearServerError(name);
          append(nextRange(ranges));
        }}
      >
        Add a time
      </Button>
    </Box>
  );
}

function useRowField(name: string) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  return { field, error, clearServerError };
}

function DayField({ name }: { name: string }) {
  const { field, error, clearServerError } = useRowField(name);
  return (
    <TextField
      select
      label="Day"
      name={field.name}
      value={(field.value as Weekday | undefined) ?? ''}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      sx={{ flex: '1 1 100%' }}
      slotProps={{ select: { native: true } }}
    >
      {WEEKDAYS.map((day) => (
        <option key={day} value={day}>
          {WEEKDAY_LABELS[day]}
        </option>
      ))}
    </TextField>
  );
}

/** A time of day: the browser's time picker works in HH:MM, the API in HH:MM:SS. */
export function TimeField({ name, label }: { name: string; label: string }) {
  const { field, error, clearServerError } = useRowField(name);
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      type="time"
      label={label}
      name={field.name}
      value={value.slice(0, 5)}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value ? `${event.target.value}:00` : '');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      sx={{ flex: '1 1 120px', minWidth: 0 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
}
