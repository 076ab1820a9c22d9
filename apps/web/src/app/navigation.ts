import type { SessionUser } from '@alongside/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { LiveCounts } from './live-counts';

/**
 * Who a page, a destination or a home card is for. Staff (a `role` on the account, decision 003)
 * see the staff app only, whatever their user type: the frame never offers them a client's or a
 * worker's destinations.
 */
export type Audience = 'client' | 'worker' | 'staff';

export function audienceOf(user: Pick<SessionUser, 'user_type' | 'role'>): Audience {
  return user.role ? 'staff' : user.user_type;
}

export interface Destination {
  /** The path the destination opens; pages below it mark it as the current one. */
  to: string;
  label: string;
  Icon: SvgIconComponent;
  /** Who sees it, in the order they see it (at most five each: the bottom navigation's room). */
  for: readonly Audience[];
  /** The live count shown on it, if any (issue #22: the unread messages on Messages). */
  count?: keyof LiveCounts;
}

/**
 * The navigation table (issue #20): every destination of the signed-in frame, in the order shown.
 * An area that does not exist yet has no row, so there are no dead links; adding an area's
 * destination is one row here (docs/ARCHITECTURE.md, "Adding an area"). The lists:
 * client Home, Search, Jobs, Messages, Account; worker Home, Jobs, Requests, Messages, Account;
 * staff Review, Account.
 */
export const DESTINATIONS: readonly Destination[] = [
  { to: '/', label: 'Home', Icon: HomeOutlined, for: ['client', 'worker'] },
  { to: '/search', label: 'Search', Icon: SearchOutlined, for: ['client'] },
  { to: '/jobs', label: 'Jobs', Icon: WorkOutlined, for: ['client', 'worker'] },
  { to: '/requests', label: 'Requests', Icon: MoveToInboxOutlined, for: ['worker'] },
  {
    to: '/chat',
    label: 'Messages',
    Icon: ChatBubbleOutlineOutlined,
    for: ['client', 'worker'],
    count: 'unreadMessages',
  },
  { to: '/admin/verification', label: 'Review', Icon: FactCheckOutlined, for: ['staff'] },
  { to: '/account', label: 'Account', Icon: AccountCircleOutlined, for: ['client', 'worker', 'staff'] },
];

/** The bottom navigation of Material Design holds three to five destinations. */
export const MAX_DESTINATIONS = 5;

export function destinationsFor(audience: Audience): Destination[] {
  return DESTINATIONS.filter((destination) => destination.for.includes(audience));
}

/**
 * Pages whose parent is not the path above them: the account's parts that live at the top of the
 * URL space (spec §2 keeps their paths, and the settings' older address), the identity check
 * (opened from "Prove who you are"), and a destination of one audience that is a child page for
 * another (a client's requests to workers live under their jobs). Everything else's parent is found
 * by walking up its path.
 */
export const PARENT_PAGES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/notifications': '/',
  '/profile': '/account',
  '/my-profile': '/account',
  '/addresses': '/account',
  '/createJobForm': '/jobs',
  '/recent-jobs': '/jobs',
  '/recommended-jobs': '/jobs',
  '/appliedWorkerList': '/jobs',
  '/applications': '/jobs',
  '/requests': '/jobs',
  '/subscription': '/account',
  '/requests/new': '/search',
  '/my-profile/account-settings': '/account',
  '/frankieone-verification': '/profile/profile-information/identity-documents',
  '/admin/reports': '/admin/verification',
  '/admin/orders': '/account',
};

/**
 * The page a child page goes back to: its entry in `PARENT_PAGES`, else the nearest path above it
 * that is a page (`isPage`: /search/support-workers/7 goes back to /search, because
 * /search/support-workers is not a page). One of the person's `destinations`, and a page at the top
 * with no entry, has none.
 */
export function parentPage(
  pathname: string,
  isPage: (path: string) => boolean,
  destinations: readonly Destination[] = DESTINATIONS,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || destinations.some((destination) => destination.to === path)) return null;
  const declared = PARENT_PAGES[path];
  if (declared !== undefined) return declared;
  let candidate = path;
  while (candidate.lastIndexOf('/') > 0) {
    candidate = candidate.slice(0, candidate.lastIndexOf('/'));
    if (isPage(candidate)) return candidate;
  }
  return null;
}

/**
 * Where the top bar's back button goes (decision 032): none on one of the person's destinations or
 * home; else the page's parent, as the person left it when they came from it (`cameFrom`, the path
 * and query of the page before: a search keeps its filters, the applicants their job). A page with
 * no parent (a person's details, opened from applicants, requests, a search or a conversation) goes
 * back to the page the person came from, or home when they opened it from outside the app.
 */
export function backTo(
  pathname: string,
  isPage: (path: string) => boolean,
  destinations: readonly Destination[],
  cameFrom: string | null,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || destinations.some((destination) => destination.to === path)) return null;
  const parent = parentPage(path, isPage, destinations);
  if (parent === null) return cameFrom ?? '/';
  return cameFrom !== null && cameFrom.replace(/[?#].*$/, '') === parent ? cameFrom : parent;
}

/**
 * The destination a page belongs to: the page itself, or the first of its parents that is one of
 * the audience's destinations. Null for a page outside them all (the frame then marks none).
 */
export function currentDestination(
  pathname: string,
  destinations: readonly Destination[],
  isPage: (path: string) => boolean,
): Destination | null {
  let path: string | null = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (let steps = 0; path !== null && steps < 20; steps += 1) {
    const here = path;
    const match = destinations.find((destination) => destination.to === here);
    if (match) return match;
    path = parentPage(here, isPage, destinations);
  }
  return null;
}
