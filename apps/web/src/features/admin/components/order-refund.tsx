import type { AdminOrderDetail } from '@alongside/contract';
import { formatLongDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { useAdminOrder } from '../api/get-orders';
import { ForAdministrators } from './admin-only';
import { isForbidden } from './is-forbidden';
import { buyerText, dollars, orderPeriodText, orderStatusText, refundText } from './order-words';
import { RefundForm } from './refund-form';

/**
 * /admin/orders/:id: one order as its invoice has it, the refunds asked for it, and a refund of what
 * is left. `title` is the page's heading until the order has loaded.
 */
export function OrderRefund({ id, title }: { id: string; title: string }) {
  const order = useAdminOrder(id);
  const [refunded, setRefunded] = useState<{ message: string; waiting: boolean } | null>(null);
  if (order.isError && isForbidden(order.error)) return <ForAdministrators />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">{order.data ? `Order ${order.data.number}` : title}</Typography>
      <QueryState query={order} what="the order">
        {(found) => (
          <>
            <OrderDetails order={found} />
            <Box
              component="section"
              aria-labelledby="refund-heading"
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Typography variant="h2" id="refund-heading">
                Refund
              </Typography>
              {refunded ? <RefundedMessage {...refunded} /> : null}
              {found.refundable_cents > 0 ? (
                // A new form after each refund: it starts again from what is left.
                <RefundForm key={found.refundable_cents} order={found} onRefunded={setRefunded} />
              ) : (
                <Typography>
                  {found.status === 'failed'
                    ? 'This payment failed, so there is nothing to refund.'
                    : 'All of this order has been refunded.'}
                </Typography>
              )}
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * The refund's message, focused when it appears: the dialog that asked has gone, and with it the
 * focus. A refund waiting to be sent again is a warning: the money has not gone back yet.
 */
function RefundedMessage({ message, waiting }: { message: string; waiting: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Alert
      severity={waiting ? 'warning' : 'success'}
      role="status"
      ref={ref}
      tabIndex={-1}
      sx={{ '&:focus': { outline: '3px solid', outlineOffset: 2 } }}
    >
      {message}
    </Alert>
  );
}

/** The order's facts as label and value pairs; the refunds asked for, oldest first, and who gave them. */
function OrderDetails({ order }: { order: AdminOrderDetail }) {
  const rows: [string, string][] = [
    ['Worker', buyerText(order)],
    ['Date', formatLongDate(order.created_at)],
    ['Plan', orderPeriodText(order)],
    ['Amount', `${dollars(order.amount_cents)}, including GST of ${dollars(order.gst_cents)}`],
    ['Refunded so far', dollars(order.refunded_cents)],
    ['Status', orderStatusText(order)],
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {order.refunds.length > 0 ? (
        <Box component="section" aria-labelledby="refunds-heading">
          <Typography variant="h2" id="refunds-heading" sx={{ mb: 1 }}>
            Refunds so far
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {order.refunds.map((refund) => (
              <li key={`${refund.created_at}-${refund.amount_cents}`}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{refundText(refund)}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
