import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * The dashed box around what a local stand-in for an outside service shows (the test identity check,
 * the test payment page): nobody should mistake it for the real thing.
 */
export function SandboxNotice({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        border: '3px dashed',
        borderColor: 'warning.dark',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={headingId} variant="h2">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
