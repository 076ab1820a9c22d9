import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

/** One yes-or-no filter as a checkbox, with the server's message under it. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const messageId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => {
              clearServerError(name);
              field.onChange(event.target.checked);
            }}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? messageId : undefined } as object,
            }}
          />
        }
        label={label}
      />
      {error ? <FormHelperText id={messageId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
