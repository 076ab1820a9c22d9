import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { CONTENT_PAGE_LINKS } from '../contact-details';

interface ContentPageProps {
  /** The one h1, and the document title ("Terms of use · Alongside"). */
  title: string;
  /** When the text last changed (legal pages). */
  updated?: string;
  /** A short summary under the heading, in larger text. */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * A page of reading: one heading, the text, then links to the other public pages. Long words and
 * addresses wrap, so the page never scrolls sideways at 320 px (WCAG 1.4.10).
 */
export function ContentPage({ title, updated, summary, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ overflowWrap: 'break-word', pb: 4 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {updated ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Last updated {updated}
        </Typography>
      ) : null}
      {summary ? (
        <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.6, mb: 2 }}>{summary}</Typography>
      ) : null}
      {children}
      <ContentPageLinks />
    </Box>
  );
}

function ContentPageLinks() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Alongside policies and help"
      sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}
      >
        {CONTENT_PAGE_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              sx={{ fontWeight: pathname === link.to ? 700 : 400, display: 'inline-block', py: 0.5 }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
