import { EducationListSchema, TrainingListSchema, WorkExperienceListSchema } from '@alongside/domain';
import { z } from 'zod';
import type { HistoryColumn } from './history-list-form';
import { wholeNumberTextSchema } from './number-text';

// The history screens type years as text; each list is read into numbers, then checked with the
// domain's list schema, which the API uses for the body too (so the messages are the same).

const YEAR_MESSAGE = 'Enter a year, like 2019.';
const year = () => wholeNumberTextSchema(YEAR_MESSAGE);
const text = () => z.string().trim();

export const EducationFormSchema = z
  .array(z.object({ institution: text(), course: text(), start_year: year(), end_year: year() }))
  .pipe(EducationListSchema);

export const WorkExperienceFormSchema = z
  .array(
    z.object({
      organisation: text(),
      role: text(),
      start_year: year(),
      end_year: year(),
      description: text(),
    }),
  )
  .pipe(WorkExperienceListSchema);

export const TrainingFormSchema = z
  .array(z.object({ name: text(), provider: text(), year: year() }))
  .pipe(TrainingListSchema);

export const EDUCATION_COLUMNS: readonly HistoryColumn[] = [
  { key: 'institution', label: 'School, TAFE or university', kind: 'text' },
  { key: 'course', label: 'Course', kind: 'text' },
  { key: 'start_year', label: 'Year you started', kind: 'year' },
  {
    key: 'end_year',
    label: 'Year you finished',
    kind: 'year',
    hint: 'Leave it empty if you are still studying.',
  },
];

export const WORK_EXPERIENCE_COLUMNS: readonly HistoryColumn[] = [
  { key: 'organisation', label: 'Who you worked for', kind: 'text' },
  { key: 'role', label: 'Your role', kind: 'text' },
  { key: 'start_year', label: 'Year you started', kind: 'year' },
  {
    key: 'end_year',
    label: 'Year you finished',
    kind: 'year',
    hint: 'Leave it empty if you still work there.',
  },
  { key: 'description', label: 'What you did', kind: 'long-text' },
];

export const TRAINING_COLUMNS: readonly HistoryColumn[] = [
  { key: 'name', label: 'Training or certificate', kind: 'text' },
  { key: 'provider', label: 'Who gave it', kind: 'text' },
  { key: 'year', label: 'Year', kind: 'year' },
];
