import type { LocalitySuggestion } from '@alongside/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';
import { useLocalities } from '../api/get-localities';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const placeText = (place: LocalitySuggestion) => `${place.suburb} ${place.state} ${place.postcode}`;

/**
 * The suburb as a combobox: typing part of a name or a postcode lists real places, and picking one
 * fills suburb, state and postcode. Typing freely is allowed too; the server checks the place.
 */
export function SuburbField() {
  const { field } = useController({ name: 'suburb' });
  const { setValue } = useFormContext();
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError('suburb');
  const typed = (field.value as string | undefined) ?? '';
  const query = useDebouncedValue(typed, 250);
  const localities = useLocalities(query);
  const options = typed.trim().length >= 2 ? (localities.data ?? []) : [];

  return (
    <Autocomplete<LocalitySuggestion, false, false, true>
      freeSolo
      options={options}
      // The server already chose and ordered the places.
      filterOptions={(places) => places}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.suburb)}
      getOptionKey={(option) => (typeof option === 'string' ? option : placeText(option))}
      renderOption={({ key, ...props }, place) => (
        <li key={key} {...props}>
          {place.suburb}, {place.state} {place.postcode}
        </li>
      )}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => {
        // Picking a place resets the text to the place's name; a blur with nothing picked keeps it.
        if (reason === 'blur') return;
        clearServerError('suburb');
        field.onChange(value);
      }}
      onChange={(_event, place) => {
        if (!place || typeof place === 'string') return;
        field.onChange(place.suburb);
        for (const [name, value] of [
          ['state', place.state],
          ['postcode', place.postcode],
        ] as const) {
          clearServerError(name);
          setValue(name, value, { shouldDirty: true });
        }
        clearServerError('suburb');
      }}
      loading={localities.isFetching}
      loadingText="Looking for places…"
      noOptionsText="No places found. Check the spelling."
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Suburb or town"
          error={Boolean(error)}
          helperText={error ?? 'Type the first letters or the postcode, then choose from the list.'}
        />
      )}
    />
  );
}
