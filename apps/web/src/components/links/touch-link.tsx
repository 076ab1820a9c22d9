import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink, type To } from 'react-router';

export type TouchLinkProps = Omit<LinkProps, 'component' | 'href'> & { to: To };

/** A target a finger can hit: at least 44 px high (WCAG 2.5.5), its words centred in it. */
const TOUCH_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/**
 * A link to a page of the app that stands on its own (not inside a sentence), with the 44 px target
 * every such link has. The caller's `sx` adds to it (where the link sits, its weight).
 */
export function TouchLink({ sx, ...props }: TouchLinkProps) {
  return <Link component={RouterLink} {...props} sx={[TOUCH_TARGET, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

/** As a list item's words wrap beside its bullet, with room above and below to make the 44 px. */
const LIST_ITEM_TARGET = { display: 'inline-block', minHeight: 44, py: 1.25 } as const;

/** A `TouchLink` that is the words of a list item: it wraps as text does, beside the item's bullet. */
export function ListItemLink({ sx, ...props }: TouchLinkProps) {
  return (
    <Link component={RouterLink} {...props} sx={[LIST_ITEM_TARGET, ...(Array.isArray(sx) ? sx : [sx])]} />
  );
}
