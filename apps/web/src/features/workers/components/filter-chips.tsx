import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import type { ActiveFilter } from '../search-params';

/**
 * The filters in force, above the results: each chip removes its filter (a click, Enter, Space,
 * Delete or Backspace), and is named for what it does ("Remove filter: Transport").
 */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: readonly ActiveFilter[];
  onRemove: (without: URLSearchParams) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {filters.map((filter) => (
        <li key={filter.label}>
          <Chip
            label={filter.label}
            aria-label={`Remove filter: ${filter.label}`}
            onClick={() => onRemove(filter.without)}
            onDelete={() => onRemove(filter.without)}
            deleteIcon={<CloseIcon aria-hidden />}
            variant="outlined"
            sx={{ minHeight: 44, maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
