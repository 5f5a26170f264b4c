'use client';

import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { tenureOption } from '@bimbel/styled-system/recipes';
import { CardBadge } from '../card-badge/card-badge.tsx';
import { RadioCard } from '../radio-card/radio-card.tsx';

export type TenureOptionProps = {
  /** The value the group reports, e.g. the tenure id or '3'. */
  value: string;
  /** Length in months; names the option ('3 bulan') unless `label` is given. */
  months: number;
  label?: string;
  /** Price of the whole tenure, in rupiah. */
  totalPrice: number;
  /** Price per month; the total divided by the months when not given. */
  monthlyPrice?: number;
  /** Written after the monthly price. */
  monthlySuffix?: string;
  /** A discount badge, e.g. 'Hemat 20%'. */
  discountLabel?: string;
  isDisabled?: boolean;
};

/**
 * One tenure in the tenure picker: put the options in a `RadioCardGroup layout="list"`. Prices are
 * written `Rp 1.250.000`; the radio is named by everything on the card, so a screen reader hears
 * the tenure with its prices.
 *
 * @example
 * <RadioCardGroup label="Pilih durasi langganan" layout="list" value={tenure} onChange={setTenure}>
 *   <TenureOption value="3" months={3} totalPrice={1250000} discountLabel="Hemat 10%" />
 * </RadioCardGroup>
 */
export function TenureOption({
  value,
  months,
  label = `${months} bulan`,
  totalPrice,
  monthlyPrice = totalPrice / months,
  monthlySuffix = '/bulan',
  discountLabel,
  isDisabled,
}: TenureOptionProps) {
  const classes = tenureOption();
  return (
    <RadioCard value={value} isDisabled={isDisabled}>
      <span className={classes.main}>
        <span className={classes.tenure}>{label}</span>
        {discountLabel && <CardBadge tone="accent">{discountLabel}</CardBadge>}
      </span>
      <span className={classes.prices}>
        <span className={classes.total}>{formatRupiah(totalPrice)}</span>
        <span className={classes.monthly}>
          {formatRupiah(monthlyPrice)}
          {monthlySuffix}
        </span>
      </span>
    </RadioCard>
  );
}
