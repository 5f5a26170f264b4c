import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { MATERIAL_KIND_LABELS } from '@bimbel/domain/live-classes/live-class';
import { css } from '@bimbel/styled-system/css';
import type { TimetableClass } from '#site/server/live-classes/timetable-loader.ts';
import { classCard, textLink } from './schedule.styles.ts';

const planLine = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand.800' });
const subject = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'muted' });
const materialsBox = css({ borderTopWidth: '1px', borderColor: 'line', pt: '2', mt: '1' });
const materialsTitle = css({ fontSize: 'sm', fontWeight: 'semibold', fontFamily: 'body' });
const materialList = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '1', mt: '1' });
const materialLink = css({ display: 'inline-flex', alignItems: 'center', minH: '6', fontSize: 'sm' });
const kindTag = css({
  whiteSpace: 'nowrap',
  color: 'muted',
  fontWeight: 'normal',
  fontSize: 'xs',
  ml: '1',
  textDecoration: 'none',
});

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

/** One class of the public timetable: time (WIB), subject, title, teacher and its materials (under its day's h3). */
export function TimetableClassItem({ liveClass }: { liveClass: TimetableClass }) {
  const titleId = `kelas-${liveClass.id}`;
  return (
    <article aria-labelledby={titleId} className={classCard.frame}>
      <div className={classCard.topRow}>
        <time dateTime={liveClass.startsAt} className={classCard.time}>
          {liveClass.timeRange}
        </time>
        <span className={subject}>{liveClass.subjectName}</span>
        <KindBadge kind={liveClass.kind} />
        {liveClass.stream ? <CardBadge tone="neutral">{liveClass.stream}</CardBadge> : null}
      </div>
      <h4 id={titleId} className={classCard.title}>
        {liveClass.title}
      </h4>
      {liveClass.planLabel ? <p className={planLine}>{liveClass.planLabel}</p> : null}
      <p className={classCard.teacherLine}>
        Guru:{' '}
        <a href={`/gurujuara#${liveClass.teacher.slug}`} className={textLink}>
          {liveClass.teacher.name}
        </a>
      </p>
      {liveClass.materials.length > 0 ? (
        <div className={materialsBox}>
          <h5 className={materialsTitle}>Materi</h5>
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
