import type { ProfilePatchBody } from '@alongside/contract';
import { MAX_HISTORY_ENTRIES } from '@alongside/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';

export type HistoryField = Extract<keyof ProfilePatchBody, 'education' | 'work_experience' | 'training'>;

export interface HistoryColumn {
  key: string;
  label: string;
  kind: 'text' | 'year' | 'long-text';
  hint?: string;
}

type Entry = Record<string, string>;

interface HistoryListFormProps {
  field: HistoryField;
  /** What one entry is called: "Course", "Job", "Training". */
  entryName: string;
  addLabel: string;
  columns: readonly HistoryColumn[];
  /** Reads the form's text entries into the API's list, with the API's messages (history-schemas.ts). */
  schema: z.ZodType<ProfilePatchBody[HistoryField], Record<HistoryField, Entry[]>[HistoryField]>;
  entries: readonly Record<string, string | number | null>[];
}

/** Every field name the server's messages for the list can use (`education.0.end_year`). */
function historyFieldNames(field: HistoryField, columns: readonly HistoryColumn[]): string[] {
  const rows = Array.from({ length: MAX_HISTORY_ENTRIES }, (_, index) =>
    columns.map((column) => `${field}.${index}.${column.key}`),
  );
  return [field, ...rows.flat()];
}

/** Entries as form text: numbers become text and a missing year an empty field. */
function toText(entry: Record<string, string | number | null>, columns: readonly HistoryColumn[]): Entry {
  return Object.fromEntries(
    columns.map((column) => [column.key, entry[column.key] === null ? '' : String(entry[column.key] ?? '')]),
  );
}

/** A list of past things (education, work, training): add an entry, fill it in, remove it, save all. */
export function HistoryListForm({
  field,
  entryName,
  addLabel,
  columns,
  schema,
  entries,
}: HistoryListFormProps) {
  const save = useSaveProfile();
  // The list's schema sits under its field, so the messages' paths (`education.0.end_year`) match the API's.
  const { form, binding, submit } = useApiForm(z.object({ [field]: schema }), {
    defaultValues: { [field]: entries.map((entry) => toText(entry, columns)) },
    fields: historyFieldNames(field, columns),
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => save({ [field]: values[field] } as ProfilePatchBody))}
    >
      <HistoryEntries field={field} entryName={entryName} addLabel={addLabel} columns={columns} />
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}

function HistoryEntries({
  field,
  entryName,
  addLabel,
  columns,
}: Pick<HistoryListFormProps, 'field' | 'entryName' | 'addLabel' | 'columns'>) {
  const { control } = useFormContext<Record<HistoryField, Entry[]>>();
  const { fields, append, remove } = useFieldArray({ control, name: field });
  const blank = Object.fromEntries(columns.map((column) => [column.key, ''])) as Entry;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.length === 0 ? <Typography>Nothing added yet.</Typography> : null}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {entryName} {index + 1}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {columns.map((column) => (
              <FormTextField
                key={column.key}
                name={`${field}.${index}.${column.key}`}
                label={column.label}
                autoComplete="off"
                inputMode={column.kind === 'year' ? 'numeric' : undefined}
                multiline={column.kind === 'long-text'}
                minRows={column.kind === 'long-text' ? 3 : undefined}
                hint={column.hint}
              />
            ))}
          </Box>
          <Button
            sx={{ mt: 1, minHeight: 44 }}
            color="error"
            onClick={() => remove(index)}
            aria-label={`Remove ${entryName.toLowerCase()} ${index + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<Add aria-hidden />}
        sx={{ minHeight: 48, alignSelf: 'start' }}
        disabled={fields.length >= MAX_HISTORY_ENTRIES}
        onClick={() => append(blank)}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
