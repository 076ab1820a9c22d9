import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One family of components on /showcase, under its own h2. */
export function ShowcaseSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `showcase-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A row of examples that wraps on a phone. */
export function ShowcaseRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{children}</Box>;
}
