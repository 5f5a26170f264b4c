import { css } from '@bimbel/styled-system/css';
import type { SalesClass } from '#site/server/billing/catalogue/sales-loaders.ts';
import { textLinkClass } from './marketing.styles.ts';

const listClass = css({
  display: 'grid',
  gap: '3',
  p: '0',
  m: '0',
  listStyle: 'none',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
});
const cardClass = css({
  display: 'grid',
  gap: '1',
  minW: '0',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: '4',
});
const topClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });
const badgeClass = css({
  bg: 'brand.50',
  color: 'brand.900',
  borderRadius: 'full',
  px: '2',
  fontWeight: 'semibold',
});
const liveClass = css({ bg: 'accent.400', color: 'ink', borderRadius: 'full', px: '2', fontWeight: 'bold' });
const timeClass = css({ fontFamily: 'heading', fontWeight: 'bold', color: 'brand.800' });
const titleClass = css({ fontSize: 'md', lineHeight: '1.35', overflowWrap: 'anywhere' });
const teacherClass = css({ fontSize: 'sm', color: 'muted' });

/**
 * Coming classes of the timetable (decision 084): the day and WIB time, the grade, the title and
 * the teacher, linked to their card on /gurujuara. An empty list says so (a catalogue without a
 * timetable yet) instead of showing an empty box.
 */
export function ComingClasses({ classes, label }: { classes: readonly SalesClass[]; label: string }) {
  if (classes.length === 0) {
    return (
      <p className={teacherClass}>
        Jadwal minggu ini belum terbit. Lihat lagi nanti, atau tanyakan ke tim kami.
      </p>
    );
  }
  return (
    <ul className={listClass} aria-label={label}>
      {classes.map((item) => (
        <li key={item.id}>
          <article className={cardClass} aria-label={`${item.gradesLabel}: ${item.title}`}>
            <p className={topClass}>
              <span className={badgeClass}>{item.gradesLabel}</span>
              {item.ongoing ? <span className={liveClass}>Sedang berlangsung</span> : null}
              <span>{item.day}</span>
              <span className={timeClass}>{item.timeRange}</span>
            </p>
            <h3 className={titleClass}>{item.title}</h3>
            <p className={teacherClass}>
              {'Bersama '}
              <a href={`/gurujuara#${item.teacher.slug}`} className={textLinkClass}>
                {item.teacher.name}
              </a>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
