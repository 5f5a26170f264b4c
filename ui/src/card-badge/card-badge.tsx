import { cardBadge, type CardBadgeVariantProps } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';

export type CardBadgeProps = CardBadgeVariantProps & {
  children: ReactNode;
  /** A small inline SVG before the text; it must be `aria-hidden`, the text says it all. */
  icon?: ReactNode;
  className?: string;
};

/**
 * A pill-shaped label on a card. Text first: the tone only reinforces what the words say.
 *
 * @example
 * <CardBadge tone="live" icon={<LiveDot />}>Sedang berlangsung</CardBadge>
 */
export function CardBadge({ children, icon, tone, className }: CardBadgeProps) {
  return (
    <span className={[cardBadge({ tone }), className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
