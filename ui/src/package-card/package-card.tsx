import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { packageCard } from '@bimbel/styled-system/recipes';
import { useId, type ReactNode } from 'react';
import { CheckIcon, StarIcon } from '../card-badge/card-badge-icons.tsx';
import { CardBadge } from '../card-badge/card-badge.tsx';

export type PackageCardProps = {
  name: string;
  /** Price in rupiah, written 'Rp 1.250.000'. */
  price: number;
  /** After the price, e.g. '/3 bulan' or 'per bulan'. */
  priceNote?: string;
  description?: string;
  features: readonly string[];
  /** Marks the package with the 'Paling populer' badge. */
  isPopular?: boolean;
  popularLabel?: string;
  /** Name of the features list for screen readers. */
  featuresLabel?: string;
  /** The call to action, e.g. `<Button fullWidth href="/paket/tenure-pick?paket=…">Pilih paket</Button>`. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/**
 * A package in the package selector. Server-renderable; only the caller's `action` is interactive.
 *
 * @example
 * <PackageCard name="Bimbel Reguler" price={1250000} priceNote="/3 bulan" features={['2 kelas live per minggu']}
 *   isPopular action={<Button fullWidth href="/paket/tenure-pick">Pilih paket</Button>} />
 */
export function PackageCard({
  name,
  price,
  priceNote,
  description,
  features,
  isPopular = false,
  popularLabel = 'Paling populer',
  featuresLabel = 'Yang kamu dapat',
  action,
  headingLevel = 3,
}: PackageCardProps) {
  const classes = packageCard({ isPopular });
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.root} aria-labelledby={titleId}>
      <div className={classes.header}>
        {isPopular && (
          <CardBadge tone="accent" icon={<StarIcon />}>
            {popularLabel}
          </CardBadge>
        )}
        <Heading id={titleId} className={classes.name}>
          {name}
        </Heading>
        {description && <p className={classes.description}>{description}</p>}
      </div>
      <p className={classes.price}>
        <span className={classes.amount}>{formatRupiah(price)}</span>
        {priceNote && <span className={classes.priceNote}>{priceNote}</span>}
      </p>
      {features.length > 0 && (
        <ul className={classes.features} aria-label={featuresLabel}>
          {features.map((feature, index) => (
            // Features are plain strings and may repeat; their order is fixed.
            <li key={index} className={classes.feature}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {action && <div className={classes.action}>{action}</div>}
    </article>
  );
}
