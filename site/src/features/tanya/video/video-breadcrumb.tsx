import { breadcrumb } from '@bimbel/styled-system/recipes';
import type { VisibleCrumb } from './video-page-model.ts';

/**
 * The trail Tanya › Kelas › Mapel › Bab › Topik › soal, drawn with the design system's
 * breadcrumb recipe as plain HTML: the ui `Breadcrumb` is a React Aria client component, and
 * this page ships no client JS but the player.
 */
export function VideoBreadcrumb({ crumbs }: { crumbs: readonly VisibleCrumb[] }) {
  const classes = breadcrumb();
  const lastIndex = crumbs.length - 1;
  return (
    <nav aria-label="Jejak halaman" className={classes.root}>
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => (
          <li key={index} className={classes.item}>
            {index === lastIndex ? (
              <span aria-current="page" className={classes.current}>
                {crumb.label}
              </span>
            ) : crumb.href === undefined ? (
              <span className={classes.current}>{crumb.label}</span>
            ) : (
              <a href={crumb.href} className={classes.link}>
                {crumb.label}
              </a>
            )}
            {index < lastIndex && (
              <svg aria-hidden="true" viewBox="0 0 16 16" className={classes.separator} fill="none" stroke="currentColor" strokeWidth="2">
                <path d="m6 3 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
