import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How long typing pauses before the list is asked again. */
export const NAME_SEARCH_DELAY_MS = 300;

/** "Search by name": the list follows once typing pauses; `value` is what the address holds. */
export function NameSearch({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed === value) return undefined;
    const timer = setTimeout(() => onChange(typed), NAME_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <TextField
      type="search"
      label="Search by name"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
      fullWidth
    />
  );
}
