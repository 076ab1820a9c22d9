import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';

interface FormRadioGroupProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/** A set of choices under a legend (a fieldset), with its message linked like a text field's. */
export function FormRadioGroup({ name, legend, options }: FormRadioGroupProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          clearServerError(name);
          field.onChange(event.target.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              <Radio
                slotProps={{
                  input: {
                    // The first choice takes focus when the group has an error (react-hook-form setFocus).
                    ref: index === 0 ? field.ref : undefined,
                    'aria-describedby': error ? errorId : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
