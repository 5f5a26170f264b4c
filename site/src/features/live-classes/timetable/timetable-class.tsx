import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { MATERIAL_KIND_LABELS } from '@bimbel/domain/live-classes/live-class';
import { css } from '@bimbel/styled-system/css';
import type { TimetableClass } from '#site/server/live-classes/timetable-loader.ts';
import { textLink } from './schedule.styles.ts';

const item = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '5' },
  display: 'grid',
  gap: '2',
  minW: '0',
});
const topRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const time = css({ fontFamily: 'heading', fontWeight: 'bold', color: 'brand.800' });
const subject = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'muted' });
const title = css({ fontSize: { base: 'md', tablet: 'lg' }, lineHeight: '1.35', overflowWrap: 'anywhere' });
const teacherLine = css({ fontSize: 'sm', color: 'muted' });
const materialsBox = css({ borderTopWidth: '1px', borderColor: 'line', pt: '2', mt: '1' });
const materialsTitle = css({ fontSize: 'sm', fontWeight: 'semibold', fontFamily: 'body' });
const materialList = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '1', mt: '1' });
const materialLink = css({ display: 'inline-flex', alignItems: 'center', minH: '6', fontSize: 'sm' });
const kindTag = css({ whiteSpace: 'nowrap', color: 'muted', fontWeight: 'normal', fontSize: 'xs', ml: '1', textDecoration: 'none' });

/** 'PDF' for a PDF file, else the material's kind ('Slide'). */
function fileLabel(material: TimetableClass['materials'][number]): string {
  return /\.pdf(?:$|[?#])/i.test(material.url) ? 'PDF' : MATERIAL_KIND_LABELS[material.kind];
}

/** The badge of a class kind: free sessions and UTBK-SNBT classes say so; regular classes need none. */
function KindBadge({ kind }: { kind: TimetableClass['kind'] }) {
  if (kind === 'free') return <CardBadge tone="success">Gratis</CardBadge>;
  if (kind === 'focus_exam') return <CardBadge tone="accent">UTBK-SNBT</CardBadge>;
  return null;
}

/** One class of the public timetable: time (WIB), subject, title, teacher and its materials. */
export function TimetableClassItem({ liveClass }: { liveClass: TimetableClass }) {
  const titleId = `kelas-${liveClass.id}`;
  return (
    <article aria-labelledby={titleId} className={item}>
      <div className={topRow}>
        <time dateTime={liveClass.startsAt} className={time}>
          {liveClass.timeRange}
        </time>
        <span className={subject}>{liveClass.subjectName}</span>
        <KindBadge kind={liveClass.kind} />
        {liveClass.stream ? <CardBadge tone="neutral">{liveClass.stream}</CardBadge> : null}
      </div>
      <h3 id={titleId} className={title}>
        {liveClass.title}
      </h3>
      <p className={teacherLine}>
        Guru:{' '}
        <a href={`/gurujuara#${liveClass.teacher.slug}`} className={textLink}>
          {liveClass.teacher.name}
        </a>
      </p>
      {liveClass.materials.length > 0 ? (
        <div className={materialsBox}>
          <h4 className={materialsTitle}>Materi</h4>
          <ul className={materialList}>
            {liveClass.materials.map((material) => (
              <li key={material.url}>
                <a href={material.url} className={`${textLink} ${materialLink}`}>
                  {material.title}
                  <span className={kindTag}>({fileLabel(material)})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
