import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';

const row = css({ display: 'block', marginTop: '4' });

/**
 * The way forward under an `EmptyState`, as a plain link styled like its button: the ui
 * button is a React Aria client component, and these pages ship no client code for a link.
 */
export function EmptyStateLink({ href, label }: { href: string; label: string }) {
  return (
    <span className={row}>
      <a href={href} className={button({ variant: 'secondary' })}>
        {label}
      </a>
    </span>
  );
}
