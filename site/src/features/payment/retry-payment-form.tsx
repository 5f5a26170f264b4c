'use client';

import {
  PAYMENT_METHOD_GROUP_LABELS,
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@bimbel/domain/payments/payment-methods';
import { paymentResultHref } from '@bimbel/domain/routes/payment-result-path';
import { css } from '@bimbel/styled-system/css';
import { PaymentMark } from '@bimbel/ui/payment-mark/payment-mark';
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { retryOrderPayment } from '#site/lib/api/order-payment-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';

/** Said under the buy-now-pay-later choices (docs/product §2's buy-now-pay-later card, in short). */
export const PAYLATER_NOTE =
  'Cicilan tanpa kartu kredit. Persetujuan, tenor, dan biayanya mengikuti ketentuan Akulaku atau Kredivo.';

const groupClass = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const legendClass = css({ fontWeight: 'semibold', mb: '1' });
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '3',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'lg',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand.700', bg: 'brand.50' },
});
const radioClass = css({ width: '5', height: '5', accentColor: 'brand.700', flexShrink: 0, _focusVisible: { focusOutline: 'default' } });
const markClass = css({ flexShrink: 0 });
const errorClass = css({ color: 'danger', fontWeight: 'semibold', minH: '1.5em' });

/**
 * Pay again without starting over (docs/product §2 /payment/failed; decision 082): the family picks a
 * method — the last one preselected — and RETRY_ORDER_PAYMENT starts a new attempt of the same
 * order (same lines, same prices); the browser then goes to the new payment page. A refusal
 * (already paid, still pending, payments off) says why; an order that moved on is shown on its page.
 */
export function RetryPaymentForm({
  orderId,
  initialMethod,
  buttonClass,
}: {
  orderId: string;
  initialMethod: string | null;
  buttonClass: string;
}) {
  const { push } = useRouter();
  const id = useId();
  const known = PAYMENT_METHODS.some((method) => method.id === initialMethod);
  const [method, setMethod] = useState<PaymentMethod>(known ? (initialMethod as PaymentMethod) : 'bca_va');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError('');
    try {
      const order = await callWithRenewal(() =>
        retryOrderPayment({ params: { id: orderId }, body: { paymentMethod: method } }),
      );
      // The gateway's page is another site: a full navigation. Without one, the pending page says what to do.
      if (order.payment?.redirectUrl) window.location.assign(order.payment.redirectUrl);
      else push(paymentResultHref('pending', orderId) as Parameters<typeof push>[0]);
    } catch (caught) {
      const answered = caught instanceof ApiCallError && caught.status > 0 && caught.status !== 500;
      if (!(caught instanceof ApiCallError && caught.status >= 400 && caught.status < 500))
        reportError(caught, { where: 'retry payment' });
      // The server's reasons are Indonesian (payment_unavailable's 503 too); anything else is docs/product §8's.
      setError(answered ? caught.message : GENERIC_ERROR_MESSAGE);
      setSending(false);
      // Paid or pending meanwhile (another tab, a late notification): its own page says which.
      if (caught instanceof ApiCallError && caught.code === 'order_not_payable') push(paymentResultHref('pending', orderId) as Parameters<typeof push>[0]);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} aria-describedby={`${id}-error`}>
      {PAYMENT_METHOD_GROUPS.map((group) => (
        <fieldset key={group} className={groupClass}>
          <legend className={legendClass}>{PAYMENT_METHOD_GROUP_LABELS[group]}</legend>
          {PAYMENT_METHODS.filter((candidate) => candidate.group === group).map((candidate) => (
            <label key={candidate.id} className={optionClass}>
              <input
                type="radio"
                name={`${id}-method`}
                value={candidate.id}
                className={radioClass}
                checked={method === candidate.id}
                onChange={() => setMethod(candidate.id)}
              />
              <PaymentMark method={candidate.id} className={markClass} />
              {candidate.label}
            </label>
          ))}
          {group === 'paylater' && <p className={css({ fontSize: 'sm', color: 'muted' })}>{PAYLATER_NOTE}</p>}
        </fieldset>
      ))}
      <p id={`${id}-error`} role="alert" className={errorClass}>
        {error}
      </p>
      <button type="submit" className={buttonClass} aria-disabled={sending}>
        {sending ? 'Menyiapkan pembayaran…' : 'Bayar lagi'}
      </button>
    </form>
  );
}
