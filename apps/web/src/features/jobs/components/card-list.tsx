import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards one under another, as a list (a screen reader says how many). */
export function CardList<Item extends { id: string }>({
  items,
  children,
}: {
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </Box>
  );
}
