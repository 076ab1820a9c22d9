import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';

export interface SectionLink {
  to: string;
  label: string;
  /** Whether the screen's part of the profile is filled in, by the domain's rules. */
  done: boolean;
  /** Said under the label: what the screen is for. */
  hint?: string;
}

/** A profile section: one link per screen, each marked done or not done yet in words and an icon. */
export function SectionPage({ links }: { links: readonly SectionLink[] }) {
  return (
    <List sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {links.map((link, index) => (
        <ListItem key={link.to} disablePadding divider={index < links.length - 1}>
          <ListItemButton component={RouterLink} to={link.to} sx={{ minHeight: 64, py: 1.5 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              {link.done ? (
                <CheckCircle color="success" aria-hidden />
              ) : (
                <RadioButtonUnchecked color="action" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={link.label}
              secondary={
                <>
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      fontWeight: 600,
                      color: link.done ? 'success.dark' : 'text.secondary',
                    }}
                  >
                    {link.done ? 'Done' : 'Not done yet'}
                  </Box>
                  {link.hint ? (
                    <Box component="span" sx={{ display: 'block' }}>
                      {link.hint}
                    </Box>
                  ) : null}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <ChevronRight aria-hidden />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
