import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

interface ChoiceCheckboxesProps {
  /** The form field holding the list of chosen values. */
  name: string;
  legend: string;
  options: readonly { value: string; label: string; description?: string }[];
}

/** Several choices under a legend (a fieldset); its message is linked to every box. */
export function ChoiceCheckboxes({ name, legend, options }: ChoiceCheckboxesProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = (field.value as string[] | undefined) ?? [];

  const toggle = (value: string, checked: boolean) => {
    clearServerError(name);
    field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, mb: 1, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      {error ? (
        <FormHelperText id={errorId} sx={{ mx: 0, mb: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
      <FormGroup sx={{ gap: 1 }}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            sx={{ alignItems: 'flex-start', mr: 0 }}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', pt: 1 }}>
                  {option.label}
                </Typography>
                {option.description ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {option.description}
                  </Typography>
                ) : null}
              </>
            }
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    // The first box takes focus when the list has an error (react-hook-form setFocus).
                    ref: index === 0 ? field.ref : undefined,
                    'aria-describedby': error ? errorId : undefined,
                  } as object,
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
