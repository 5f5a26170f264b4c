import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { paymentMarkId } from './payment-mark.tsx';

/*
 * Our own marks for the payment methods (decision 102): the provider's short name in its brand
 * colour, drawn here — not copies of their logos. Server-rendered once per page as SVG symbols;
 * each row's PaymentMark only points at one (`<use>`), so the browser's JavaScript carries none of
 * this.
 */

type Mark = {
  /** The word on the mark. */
  word: string;
  background: string;
  color: string;
  /** A thin border, for a mark on white. */
  stroke?: string;
};

export const PAYMENT_MARKS: Record<PaymentMethod, Mark> = {
  bca_va: { word: 'BCA', background: '#0060AF', color: '#FFFFFF' },
  bni_va: { word: 'BNI', background: '#005E6A', color: '#FFFFFF' },
  bri_va: { word: 'BRI', background: '#00529C', color: '#FFFFFF' },
  permata_va: { word: 'Permata', background: '#006B3F', color: '#FFFFFF' },
  echannel: { word: 'Mandiri', background: '#003D79', color: '#FFC20E' },
  gopay: { word: 'GoPay', background: '#00AED6', color: '#FFFFFF' },
  ovo: { word: 'OVO', background: '#4C2A86', color: '#FFFFFF' },
  dana: { word: 'DANA', background: '#118EEA', color: '#FFFFFF' },
  shopeepay: { word: 'ShopeePay', background: '#EE4D2D', color: '#FFFFFF' },
  other_qris: { word: 'QRIS', background: '#FFFFFF', color: '#1A1A1A', stroke: '#C8102E' },
  akulaku: { word: 'Akulaku', background: '#E31E26', color: '#FFFFFF' },
  kredivo: { word: 'Kredivo', background: '#F47B20', color: '#FFFFFF' },
};

/** The mark's box: 56 × 24 units, drawn at 56 × 24 px. */
const WIDTH = 56;
const HEIGHT = 24;
/** Words longer than this are squeezed to fit the box (SVG textLength). */
const LONG_WORD = 5;

/**
 * The symbols every PaymentMark on the page points at. Render it once on a page that lists
 * payment methods (a server component: it costs HTML, not JavaScript). Hidden from assistive
 * technology; the rows' text names the methods.
 *
 * @example
 * <PaymentMarkSprite />
 * …
 * <PaymentMark method="bca_va" />
 */
export function PaymentMarkSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', overflow: 'hidden' }}
    >
      <defs>
        {(Object.entries(PAYMENT_MARKS) as [PaymentMethod, Mark][]).map(([method, mark]) => (
          <symbol key={method} id={paymentMarkId(method)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
            <rect
              x="0.5"
              y="0.5"
              width={WIDTH - 1}
              height={HEIGHT - 1}
              rx="4"
              fill={mark.background}
              stroke={mark.stroke ?? mark.background}
            />
            <text
              x={WIDTH / 2}
              y="16"
              textAnchor="middle"
              fill={mark.color}
              fontFamily="Arial, Helvetica, sans-serif"
              fontSize="11"
              fontWeight="700"
              {...(mark.word.length > LONG_WORD
                ? { textLength: WIDTH - 8, lengthAdjust: 'spacingAndGlyphs' }
                : {})}
            >
              {mark.word}
            </text>
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
