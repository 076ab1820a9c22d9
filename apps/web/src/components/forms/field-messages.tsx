import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * What a form field says under itself: its error (the server's wins, spec §5) above its hint, each
 * on its own line; undefined when it has neither, so the field keeps no empty helper line.
 */
export function fieldMessages(error: string | null | undefined, hint: ReactNode): ReactNode {
  if (!error && !hint) return undefined;
  return (
    <>
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
    </>
  );
}
