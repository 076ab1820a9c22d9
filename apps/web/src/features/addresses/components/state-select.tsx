import { AUSTRALIAN_STATES } from '@alongside/domain';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

/** The state or territory as the browser's own select: easy with a keyboard, a screen reader and a phone. */
export function StateSelect() {
  const { field } = useController({ name: 'state' });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError('state');
  return (
    <TextField
      select
      name={field.name}
      label="State or territory"
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        clearServerError('state');
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose one</option>
      {AUSTRALIAN_STATES.map((state) => (
        <option key={state.shortName} value={state.shortName}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
