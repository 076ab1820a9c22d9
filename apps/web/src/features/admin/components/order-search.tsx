import type { AdminOrder } from '@alongside/contract';
import { formatLongDate, PLANS } from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { isApiError } from '../../../lib/api-client';
import { useAdminOrders } from '../api/get-orders';
import { ForAdministrators } from './admin-only';
import { isForbidden } from './is-forbidden';
import { PageLinks } from './page-links';
import { dollars, orderStatusText } from './order-words';
import { TouchLink } from '../../../components/links/touch-link';

export const SEARCH_LABEL = 'Invoice number, e-mail or name';

/** The page from the address (`?page=2`), so Back and reloading keep the place. */
function pageParam(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * /admin/orders: every worker's orders, newest first, with a search for the one a worker phones
 * about (the search and the page are in the address). Each order links to its page, where it is
 * refunded.
 */
export function OrderSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageParam(params);
  const orders = useAdminOrders({ search, page });
  if (orders.isError && isForbidden(orders.error)) return <ForAdministrators />;

  // A search the API refused (too long, an odd character) is the search field's message.
  const searchError =
    isApiError(orders.error) && orders.error.status === 422
      ? orders.error.errors?.['filter[search]']?.[0]
      : undefined;

  const show = (next: { search: string; page: number }) =>
    setParams(() => {
      const shown = new URLSearchParams();
      if (next.search !== '') shown.set('search', next.search);
      if (next.page > 1) shown.set('page', String(next.page));
      return shown;
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SearchForm
        key={search}
        search={search}
        error={searchError}
        onSearch={(text) => show({ search: text, page: 1 })}
      />
      {searchError ? null : (
        <QueryState
          query={orders}
          what="the orders"
          isEmpty={(found) => found.data.length === 0}
          empty={search === '' ? 'No orders yet.' : `No orders match “${search}”.`}
        >
          {(found) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography role="status">{countText(found.meta.total, search)}</Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
              >
                {found.data.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </Box>
              <PageLinks
                meta={found.meta}
                label="Pages of orders"
                onPage={(next) => show({ search, page: next })}
              />
            </Box>
          )}
        </QueryState>
      )}
    </Box>
  );
}

function countText(total: number, search: string): string {
  if (search === '') return `${total === 1 ? '1 order' : `${total} orders`}, newest first.`;
  return `${total === 1 ? '1 order matches' : `${total} orders match`} “${search}”, newest first.`;
}

/** The search box: a form of its own, so Enter searches and the search stays in the address. */
function SearchForm({
  search,
  error,
  onSearch,
}: {
  search: string;
  error: string | undefined;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Find an order"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        label={SEARCH_LABEL}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        error={Boolean(error)}
        helperText={error ?? 'For example AL-000042, or the worker’s e-mail address.'}
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ flex: '1 1 16rem' }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 0.5 }}>
        <Button type="submit" variant="contained" size="large">
          Search
        </Button>
        {search !== '' ? (
          <Button type="button" variant="outlined" size="large" onClick={() => onSearch('')}>
            Show all orders
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** One order: its number (the way to its page), the worker, date, plan, amount, refunds and status. */
function OrderCard({ order }: { order: AdminOrder }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, overflowWrap: 'anywhere' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          <TouchLink to={`/admin/orders/${encodeURIComponent(order.id)}`}>{order.number}</TouchLink>
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{order.buyer_name}</Typography>
        <Typography>{order.buyer_email}</Typography>
        <Typography>
          {formatLongDate(order.created_at)}, {PLANS[order.plan].name} plan
        </Typography>
        <Typography>
          {dollars(order.amount_cents)}, refunded so far {dollars(order.refunded_cents)}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{orderStatusText(order)}</Typography>
      </CardContent>
    </Card>
  );
}
