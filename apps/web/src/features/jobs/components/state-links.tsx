import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';

export type StateLink = { to: string; label: string; n: number; selected: boolean };

/** A row of links, one per state with its count ("Open (2)"); the chosen one is the current page. */
export function StateLinkRow({ name, links }: { name: string; links: readonly StateLink[] }) {
  return (
    <Box component="nav" aria-label={name}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Chip
              component={RouterLink}
              to={link.to}
              clickable
              label={`${link.label} (${link.n})`}
              color={link.selected ? 'primary' : 'default'}
              variant={link.selected ? 'filled' : 'outlined'}
              aria-current={link.selected ? 'page' : undefined}
              sx={{ minHeight: 44, borderRadius: 22 }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
