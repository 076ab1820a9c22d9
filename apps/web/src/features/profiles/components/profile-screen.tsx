import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { TouchLink } from '../../../components/links/touch-link';

interface ProfileScreenProps {
  title: string;
  /** One or two plain sentences on what the screen is for. */
  intro?: ReactNode;
  /** The section page this screen belongs to, for the way back. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of every profile screen: the way back to its section, the heading and a short intro. */
export function ProfileScreen({ title, intro, back, children }: ProfileScreenProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      {back ? (
        <TouchLink to={back.to} sx={{ gap: 0.5, alignSelf: 'start' }}>
          <ArrowBack fontSize="small" aria-hidden />
          {back.label}
        </TouchLink>
      ) : null}
      <Typography variant="h1">{title}</Typography>
      {intro ? <Typography component="div">{intro}</Typography> : null}
      {children}
    </Box>
  );
}
