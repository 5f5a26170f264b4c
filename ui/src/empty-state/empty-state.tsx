import { emptyState } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { EmptyIllustration } from './empty-illustration.tsx';

export type EmptyStateAction = {
  label: string;
  /** A link (works from server components)… */
  href?: string;
  /** …or a press handler, from client components. */
  onPress?: () => void;
};

export type EmptyStateProps = {
  /** Says what is missing, e.g. "Tidak ada paket yang tersedia". */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** One way forward, shown as a button. */
  action?: EmptyStateAction;
  /** A decorative picture; defaults to an empty box; `null` shows none. */
  illustration?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * What a list or page shows when it has nothing to show: a picture, a title, a line of help and
 * at most one action.
 *
 * @example
 * <EmptyState
 *   title="Tidak ada paket yang tersedia"
 *   description="Coba pilih kelas lain atau hubungi kami lewat WhatsApp."
 *   action={{ label: 'Hubungi kami', href: 'https://wa.me/62…' }}
 * />
 */
export function EmptyState({
  title,
  description,
  action,
  illustration = <EmptyIllustration />,
  headingLevel = 2,
}: EmptyStateProps) {
  const classes = emptyState();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes.root}>
      {illustration === null ? null : (
        <div aria-hidden="true" className={classes.illustration}>
          {illustration}
        </div>
      )}
      <Heading className={classes.title}>{title}</Heading>
      {description ? <p className={classes.description}>{description}</p> : null}
      {action ? (
        <div className={classes.action}>
          <Button variant="secondary" href={action.href} onPress={action.onPress}>
            {action.label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
