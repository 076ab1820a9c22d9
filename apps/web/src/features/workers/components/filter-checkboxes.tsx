import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

/**
 * A filter of which any number of values may be ticked, in columns that fit the width (a search
 * form is long enough without one checkbox a line). The message and hint are read with each box.
 */
export function FilterCheckboxes({
  name,
  legend,
  options,
  hint,
  columnWidth = 160,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  columnWidth?: number;
}) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const messageId = useId();
  const checked = new Set((field.value as string[] | undefined) ?? []);

  const toggle = (value: string, on: boolean) => {
    clearServerError(name);
    const next = new Set(checked);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      {hint || error ? (
        <FormHelperText id={messageId} sx={{ mx: 0, mb: 0.5 }}>
          {error ? (
            <Box component="span" sx={{ display: 'block' }}>
              {error}
            </Box>
          ) : null}
          {hint ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {hint}
            </Box>
          ) : null}
        </FormHelperText>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnWidth}px), 1fr))`,
          columnGap: 1,
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Checkbox
                checked={checked.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    // The first box takes focus when the list has an error (react-hook-form setFocus).
                    ref: index === 0 ? field.ref : undefined,
                    'aria-describedby': hint || error ? messageId : undefined,
                  },
                }}
              />
            }
            label={option.label}
          />
        ))}
      </Box>
    </FormControl>
  );
}
