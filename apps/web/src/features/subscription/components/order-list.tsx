import { SUBSCRIPTION_PAGES, type Order } from '@alongside/contract';
import { formatCents, formatLongDate, PLANS } from '@alongside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { ShowMore } from '../../../components/feedback/show-more';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useInvoice } from '../api/get-invoice';
import { useOrders } from '../api/get-orders';
import { TouchLink } from '../../../components/links/touch-link';

/**
 * The worker's orders (`/account/my-orders`, issue #23 item 5): every charge with its date, plan,
 * period, amount, GST and status, and the tax invoice of each paid or refunded one as a PDF. Cards,
 * not a table, so an order reads top to bottom on a 320 px screen.
 */
export function OrderList() {
  const orders = useOrders();
  return (
    <QueryState
      query={orders}
      what="your orders"
      isEmpty={(found) => found.pages.every((page) => page.data.length === 0)}
      empty={<NoOrders />}
    >
      {(found) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            {found.pages
              .flatMap((page) => page.data)
              .map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
          </Box>
          <ShowMore pages={orders} />
        </Box>
      )}
    </QueryState>
  );
}

function NoOrders() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography>
        No orders yet. When your plan charges you, each payment shows here with its tax invoice.
      </Typography>
      <TouchLink to={SUBSCRIPTION_PAGES.plans} sx={{ fontWeight: 600 }}>
        See the plans
      </TouchLink>
    </Box>
  );
}

/** "Monthly plan, 27 November 2026 to 27 December 2026". */
function periodText(order: Order): string {
  return `${PLANS[order.plan].name} plan, ${formatLongDate(order.period_start)} to ${formatLongDate(order.period_end)}`;
}

/** "$29.00, including GST of $2.64". */
function amountText(order: Order): string {
  return `${formatCents(order.amount_cents, 'en-AU')}, including GST of ${formatCents(order.gst_cents, 'en-AU')}`;
}

/** The status in words; the icon beside it only repeats them. */
function statusText(order: Order): string {
  switch (order.status) {
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Payment failed';
    case 'refunded':
      return order.refunded_cents >= order.amount_cents
        ? 'Refunded in full'
        : `Refunded ${formatCents(order.refunded_cents, 'en-AU')}`;
  }
}

const STATUS_ICONS = {
  paid: { Icon: CheckCircleOutlined, color: 'success.main' },
  failed: { Icon: ErrorOutlined, color: 'error.main' },
  refunded: { Icon: ReplayOutlined, color: 'info.main' },
} as const;

function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const { Icon, color } = STATUS_ICONS[order.status];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          alignItems: 'flex-start',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {formatLongDate(order.created_at)}
        </Typography>
        <Typography>{periodText(order)}</Typography>
        <Typography>{amountText(order)}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Icon aria-hidden="true" sx={{ color }} />
          <Typography sx={{ fontWeight: 700 }}>{statusText(order)}</Typography>
        </Box>
        {order.status === 'failed' ? (
          <>
            <Typography>Order number {order.number}</Typography>
            <Typography>No invoice: nothing was charged.</Typography>
          </>
        ) : (
          <>
            <Typography>Invoice number {order.number}</Typography>
            <InvoiceButton order={order} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The order's tax invoice, fetched with the worker's token and saved as "Tax invoice AL-000042.pdf". */
function InvoiceButton({ order }: { order: Order }) {
  const invoice = useInvoice();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined aria-hidden="true" />}
        loading={invoice.isPending}
        onClick={() =>
          invoice.mutate(order.id, {
            onSuccess: (pdf) => saveFile(pdf, `Tax invoice ${order.number}.pdf`),
          })
        }
      >
        Download tax invoice {order.number}
      </Button>
      {invoice.isError ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {isApiError(invoice.error) && invoice.error.status >= 400 && invoice.error.status < 500
            ? apiErrorText(invoice.error.message)
            : `We could not download the tax invoice ${order.number}. Check your connection and try again.`}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * Hands the bytes to the browser as a download. The address is let go a while later, not at once:
 * some browsers (Safari) start reading it only after the click has returned.
 */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
