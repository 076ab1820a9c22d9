import ArrowBack from '@mui/icons-material/ArrowBack';
import type { SvgIconComponent } from '@mui/icons-material';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';
import { PRODUCT_NAME } from './use-document-title';

export interface FrameDestination {
  to: string;
  label: string;
  Icon: SvgIconComponent;
  current: boolean;
  /** A count on its icon (unread messages); 0 shows none. */
  badge?: number;
}

/** Room the bottom navigation takes on a phone, and the rail's width on a larger screen. */
const BOTTOM_NAV_HEIGHT = 64;
/** The sticky top bar's height at its tallest (MUI's toolbar), and a little air. */
const TOP_BAR_ROOM = 64 + 8;
const RAIL_WIDTH = 96;

/**
 * The signed-in frame (issue #20): a top bar with the page's title, a back button on a child page
 * and the page's actions (the notifications bell); the destinations as a bottom navigation on a
 * phone and as a rail on the left from the `md` breakpoint. One list of links serves both, laid out
 * by CSS, so there is one navigation landmark whatever the width. The page sits in the main
 * landmark (the app shell draws the skip link; the route announcer moves focus to the page's h1).
 * Its three parts draw again only when what they show changes: a page naming itself redraws the top
 * bar, a new unread count the navigation, neither the page (a phone's first seconds, decision 011).
 */
export function DefaultLayout({
  children,
  title = '',
  back = null,
  destinations = [],
  actions = null,
}: {
  children: ReactNode;
  title?: string;
  /** Where the back button goes; none on a destination or a top-level page. */
  back?: string | null;
  destinations?: readonly FrameDestination[];
  actions?: ReactNode;
}) {
  const hasNavigation = destinations.length > 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar title={title} back={back} hasNavigation={hasNavigation} actions={actions} />
      {hasNavigation ? <Navigation destinations={destinations} /> : null}
      <Main hasNavigation={hasNavigation}>{children}</Main>
    </Box>
  );
}

const TopBar = memo(function TopBar({
  title,
  back,
  hasNavigation,
  actions,
}: {
  title: string;
  back: string | null;
  hasNavigation: boolean;
  actions: ReactNode;
}) {
  return (
    <AppBar
      position="sticky"
      color="primary"
      elevation={0}
      component="header"
      sx={{ pl: hasNavigation ? { md: `${RAIL_WIDTH}px` } : 0 }}
    >
      <Toolbar sx={{ gap: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            fontWeight: 700,
            fontSize: '1.25rem',
            mr: 2,
            display: hasNavigation && title ? { xs: 'none', md: 'inline' } : 'inline',
          }}
        >
          {PRODUCT_NAME}
        </Link>
        {back ? (
          <IconButton
            component={RouterLink}
            to={back}
            color="inherit"
            edge="start"
            aria-label="Back"
            sx={{ width: 48, height: 48 }}
          >
            <ArrowBack />
          </IconButton>
        ) : null}
        {hasNavigation && title ? (
          <Typography
            component="p"
            noWrap
            sx={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: '1.125rem' }}
            data-testid="frame-title"
          >
            {title}
          </Typography>
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        {actions}
      </Toolbar>
    </AppBar>
  );
});

const Main = memo(function Main({
  hasNavigation,
  children,
}: {
  hasNavigation: boolean;
  children: ReactNode;
}) {
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      maxWidth="md"
      sx={{
        flex: 1,
        pt: { xs: 3, sm: 5 },
        pb: hasNavigation
          ? {
              xs: `calc(${BOTTOM_NAV_HEIGHT}px + 24px + env(safe-area-inset-bottom, 0px))`,
              md: 5,
            }
          : { xs: 3, sm: 5 },
        pl: hasNavigation ? { md: `calc(${RAIL_WIDTH}px + 24px)` } : undefined,
        '&:focus': { outline: 'none' },
      }}
    >
      {children}
    </Container>
  );
});

/**
 * While the bottom navigation shows, what floats at the foot of the screen rises above it
 * (FLOATING_BOTTOM), and what sticks to the foot of the page sits on it (BOTTOM_NAVIGATION_ROOM).
 * What the keyboard focuses is scrolled clear of the bars that stay on screen (the top bar, and the
 * bottom navigation on a phone or at a high zoom), never left underneath them.
 */
function RoomAboveBottomNavigation() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        ':root': { scrollPaddingTop: TOP_BAR_ROOM },
        [theme.breakpoints.down('md')]: {
          ':root': {
            '--bottom-navigation-room': `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
            '--floating-bottom': `calc(${BOTTOM_NAV_HEIGHT}px + 12px + env(safe-area-inset-bottom, 0px))`,
            scrollPaddingBottom: 'calc(var(--bottom-navigation-room) + 8px)',
          },
        },
      })}
    />
  );
}

const Navigation = memo(function Navigation({ destinations }: { destinations: readonly FrameDestination[] }) {
  return (
    <>
      <RoomAboveBottomNavigation />
      <Box
        component="nav"
        aria-label="Main"
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.appBar,
          bgcolor: 'background.paper',
          left: 0,
          right: 0,
          bottom: 0,
          borderTop: 1,
          borderColor: 'divider',
          pb: 'env(safe-area-inset-bottom, 0px)',
          [theme.breakpoints.up('md')]: {
            top: 0,
            right: 'auto',
            width: RAIL_WIDTH,
            borderTop: 0,
            borderRight: 1,
            borderColor: 'divider',
            pt: 10,
          },
        })}
      >
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            gap: { md: 1 },
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {destinations.map(({ to, label, Icon, current, badge = 0 }) => (
            <Box component="li" key={to} sx={{ flex: { xs: 1, md: 'none' }, minWidth: 0 }}>
              <Box
                component={RouterLink}
                to={to}
                aria-current={current ? 'page' : undefined}
                // The count is in the name, not only in the badge a screen reader does not see.
                aria-label={badge > 0 ? `${label}, ${badge} unread` : undefined}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  minHeight: BOTTOM_NAV_HEIGHT,
                  px: 0.25,
                  color: current ? 'primary.main' : 'text.secondary',
                  // The current one is marked by its colour and the pill behind its icon, not by a
                  // bolder label: five share a 320 px screen (a 360 px phone, or 400 % zoom), and
                  // Material's 12 px label keeps "Messages" whole only at one weight.
                  fontWeight: 500,
                  fontSize: { xs: '0.75rem', md: '0.8125rem' },
                  textDecoration: 'none',
                  '&:hover .frame-destination-icon': { bgcolor: 'action.hover' },
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: -3,
                  },
                }}
              >
                <Box
                  className="frame-destination-icon"
                  sx={{
                    display: 'flex',
                    px: 2,
                    py: 0.25,
                    borderRadius: 4,
                    bgcolor: (theme) => (current ? alpha(theme.palette.primary.main, 0.12) : 'transparent'),
                  }}
                >
                  {badge > 0 ? (
                    <Badge badgeContent={badge} color="error" max={99} aria-hidden="true">
                      <Icon />
                    </Badge>
                  ) : (
                    // No badge at all at 0: an invisible one still puts its "0" in the link's text.
                    <Icon aria-hidden="true" />
                  )}
                </Box>
                <Box component="span" sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {label}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
});
