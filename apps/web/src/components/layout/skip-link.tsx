import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `3px solid ${theme.palette.primary.main}` },
}));

/** The first stop of the keyboard: jumps past the app bar (WCAG 2.4.1). */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
}
