import { breadcrumb } from '@bimbel/styled-system/recipes';

export type BreadcrumbItem = {
  label: string;
  /** Leave out for a level without its own page; the last item never links. */
  href?: string;
};

export type BreadcrumbProps = {
  /** From the top level down to the current page, which comes last. */
  items: BreadcrumbItem[];
  /** Names the navigation landmark. */
  'aria-label'?: string;
};

function Chevron({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m6 3 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Where the page sits: a trail of links ending in the current page, which is marked
 * `aria-current="page"` and is plain text, not a link. Long labels end in an ellipsis on small
 * screens; the full text stays in the DOM for screen readers and search engines. Structured
 * data (schema.org `BreadcrumbList`) is the page's job, not this component's. Plain HTML links,
 * no client JavaScript: it renders on the server, for pages that must stay light.
 *
 * @example
 * <Breadcrumb items={[
 *   { label: 'Tanya', href: '/tanya' },
 *   { label: 'Matematika Kelas 10', href: '/tanya/chapter/10/matematika/aljabar' },
 *   { label: 'Persamaan Kuadrat' },
 * ]} />
 */
export function Breadcrumb({ items, 'aria-label': ariaLabel = 'Jejak halaman' }: BreadcrumbProps) {
  const classes = breadcrumb();
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={ariaLabel} className={classes.root}>
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={index} className={classes.item}>
            {index === lastIndex ? (
              <span aria-current="page" className={classes.current}>
                {item.label}
              </span>
            ) : item.href === undefined ? (
              <span className={classes.current}>{item.label}</span>
            ) : (
              <a href={item.href} className={classes.link}>
                {item.label}
              </a>
            )}
            {index < lastIndex ? <Chevron className={classes.separator} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
