'use client';

import {
  PAYMENT_METHOD_GROUP_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodGroup,
} from '@bimbel/domain/payments/payment-methods';
import { css } from '@bimbel/styled-system/css';
import { PaymentMark } from '@bimbel/ui/payment-mark/payment-mark';
import { RadioCard, RadioCardGroup } from '@bimbel/ui/radio-card/radio-card';
import { stepCard, stepLegend, stepNote } from './step-body.styles.ts';

/** What each group asks of the payer, under its heading. */
const GROUP_NOTES: Record<PaymentMethodGroup, string> = {
  virtual_account: 'Bayar lewat m-banking, internet banking atau ATM ke nomor virtual account.',
  ewallet: 'Bayar dari aplikasi e-wallet di HP-mu.',
  qris: 'Pindai kode QR dengan aplikasi bank atau e-wallet apa saja.',
  paylater: 'Bayar nanti atau cicil lewat penyedia PayLater.',
};

/** The buy-now-pay-later card's terms (docs/product §2 "buy-now-pay-later payment card"; our copy). */
const PAYLATER_TERMS = [
  'Butuh akun Akulaku PayLater atau Kredivo yang sudah aktif, dengan limit yang cukup untuk total pesanan.',
  'Akun PayLater hanya untuk pengguna 18 tahun ke atas: gunakan akun orangtua.',
  'Persetujuan, tenor cicilan, bunga dan biayanya ditentukan oleh penyedia PayLater, bukan oleh kami.',
  'Cicilan dibayar ke penyedia PayLater. Paket aktif setelah penyedia mengonfirmasi pembayaran.',
];

const markClass = css({ flexShrink: 0 });

function MethodGroup({
  group,
  value,
  onChange,
}: {
  group: PaymentMethodGroup;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  const methods = PAYMENT_METHODS.filter((method) => method.group === group);
  const headingId = `metode-${group}`;
  const chosen = methods.some((method) => method.id === value) ? value : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={headingId} className={stepLegend}>
        {PAYMENT_METHOD_GROUP_LABELS[group]}
      </h3>
      <p className={stepNote}>{GROUP_NOTES[group]}</p>
      <RadioCardGroup
        aria-labelledby={headingId}
        layout="list"
        value={chosen}
        onChange={(method) => onChange(method as PaymentMethod)}
      >
        {methods.map((method) => (
          <RadioCard key={method.id} value={method.id}>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <PaymentMark method={method.id} className={markClass} />
              <span className={css({ fontWeight: 'semibold' })}>{method.label}</span>
            </span>
          </RadioCard>
        ))}
      </RadioCardGroup>
    </div>
  );
}

/**
 * The payment methods of domain/src/payments/payment-methods.ts in their groups — bank virtual
 * accounts, e-wallets, QRIS — and buy-now-pay-later on a card of its own with its terms. Each
 * row has its method's mark (decision 102): the page renders the PaymentMarkSprite they point at. One
 * choice across all groups; each group is a radio group of its own (Tab moves between groups,
 * arrows within one).
 */
export function PaymentMethodGroups({
  value,
  onChange,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <>
      <section aria-labelledby="metode-pembayaran" className={stepCard}>
        <h2 id="metode-pembayaran" className={css({ fontSize: 'lg' })}>
          Pilih metode pembayaran
        </h2>
        {(['virtual_account', 'ewallet', 'qris'] as const).map((group) => (
          <MethodGroup key={group} group={group} value={value} onChange={onChange} />
        ))}
      </section>
      <section
        aria-labelledby="kartu-paylater"
        className={`${stepCard} ${css({ borderColor: 'brand.200', bg: 'brand.50' })}`}
      >
        <h2 id="kartu-paylater" className={css({ fontSize: 'lg' })}>
          Bayar nanti dengan PayLater
        </h2>
        <ul
          className={css({ pl: '5', listStyle: 'disc', display: 'flex', flexDirection: 'column', gap: '1' })}
          aria-label="Ketentuan PayLater"
        >
          {PAYLATER_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <MethodGroup group="paylater" value={value} onChange={onChange} />
      </section>
    </>
  );
}
