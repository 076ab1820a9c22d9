import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

/** A native select tied to the surrounding ApiForm: the browser's own list, easy with keys and screen readers. */
export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value as string}
      onBlur={field.onBlur}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      label={label}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
