import { css } from '@bimbel/styled-system/css';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import type { StudentClasses } from '#site/server/live-classes/student-classes-loader.ts';
import { classPanelClass, sectionTitleClass } from '../shared/class-styles.ts';
import { PastClassCard } from './class-cards.tsx';

/** The query parameter of the past classes' page on /bimbel/user (`?kelas-selesai=2`). */
export const PAST_PAGE_PARAM = 'kelas-selesai';
/** The section's anchor: a page link lands on the list, not the top of the page. */
const PAST_ANCHOR = 'kelas-selesai';

/** A finished class's place on the page (`#kelas-<id>`): a link can point at its card. */
export function pastClassAnchor(classId: string): string {
  return `kelas-${classId}`;
}

/** The address of page `page` of the past classes: page 1 is the bare page, stable links after. */
export function pastPageHref(pathname: string, page: number): string {
  return page <= 1 ? `${pathname}#${PAST_ANCHOR}` : `${pathname}?${PAST_PAGE_PARAM}=${page}#${PAST_ANCHOR}`;
}

/**
 * "Kelas selesai": the finished classes, newest first, with 'Tonton rekaman' and the materials;
 * five a page, paged with plain links (server-rendered, work without JavaScript).
 */
export function PastClasses({
  past,
  timeZone,
  pathname,
}: {
  past: StudentClasses['past'];
  timeZone: string;
  pathname: string;
}) {
  return (
    <section id={PAST_ANCHOR} aria-labelledby="past-classes-title" className={classPanelClass}>
      <h2 id="past-classes-title" className={sectionTitleClass}>
        Kelas selesai
      </h2>
      {past.classes.length === 0 ? (
        <p className={css({ color: 'muted' })}>
          Belum ada kelas yang selesai. Rekaman dan materi kelas akan tersimpan di sini.
        </p>
      ) : (
        <ul
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
            // Each card its own height: an open rating form must not stretch its neighbour.
            alignItems: 'start',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {past.classes.map((liveClass) => (
            <li
              key={liveClass.id}
              id={pastClassAnchor(liveClass.id)}
              className={css({ display: 'flex', flexDirection: 'column', '& > *': { flex: '1' } })}
            >
              <PastClassCard liveClass={liveClass} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        aria-label="Halaman kelas selesai"
        currentPage={past.page}
        totalPages={past.totalPages}
        getPageHref={(page) => pastPageHref(pathname, page)}
        getPageLabel={(page) => `Kelas selesai, halaman ${page}`}
      />
    </section>
  );
}
