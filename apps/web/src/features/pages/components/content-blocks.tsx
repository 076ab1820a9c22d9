import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A part of a page under its own heading (h2, or h3 inside a part). */
export function Section({
  title,
  level = 2,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mt: level === 2 ? 4 : 3 }}>
      <Typography
        variant={level === 2 ? 'h2' : 'h3'}
        sx={level === 3 ? { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 } : undefined}
        gutterBottom
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.6 }}>{children}</Typography>;
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, lineHeight: 1.6, '& li': { mb: 0.75 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A link to another page of the app. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A link to another website, opened in the same tab so the back button returns here. */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} rel="noopener">
      {children}
    </Link>
  );
}

export function MailLink({ address }: { address: string }) {
  return <Link href={`mailto:${address}`}>{address}</Link>;
}

export function PhoneLink({ number }: { number: string }) {
  return <Link href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Link>;
}
