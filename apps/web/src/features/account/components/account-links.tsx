import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';

export interface AccountLink {
  to: string;
  label: string;
  /** A short line under the label, saying what is there. */
  hint?: string;
}

/**
 * A list of plain links with big touch targets, in a navigation landmark named by `label`. Each is a
 * real link (opens in a new tab, read as a link), not a button.
 */
export function AccountLinks({ label, links }: { label: string; links: readonly AccountLink[] }) {
  return (
    <nav aria-label={label}>
      <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {links.map((link, index) => (
          <ListItem key={link.to} disablePadding divider={index < links.length - 1}>
            <ListItemButton component={RouterLink} to={link.to} sx={{ minHeight: 56 }}>
              <ListItemText
                primary={link.label}
                secondary={link.hint}
                slotProps={{
                  primary: { sx: { fontWeight: 600, color: 'primary.main' } },
                  secondary: { sx: { color: 'text.secondary' } },
                }}
              />
              <ChevronRight aria-hidden="true" sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
