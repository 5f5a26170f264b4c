import { css } from '@bimbel/styled-system/css';
import type { TimetablePlan, TimetablePlanTopic } from '#site/server/live-classes/timetable-plans.ts';
import { mutedNote, sectionTitle, srOnly } from './schedule.styles.ts';

const styles = {
  list: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', laptop: 'repeat(2, minmax(0, 1fr))' },
    alignItems: 'start',
  }),
  plan: css({ bg: 'surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'line', minW: '0' }),
  summary: css({
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    p: { base: '4', tablet: '5' },
    minH: '11',
    borderRadius: 'xl',
    _focusVisible: { focusOutline: 'default' },
  }),
  planTitle: css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' }),
  body: css({ px: { base: '4', tablet: '5' }, pb: { base: '4', tablet: '5' }, display: 'grid', gap: '3' }),
  topics: css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '2' }),
  topic: css({
    display: 'grid',
    gridTemplateColumns: '2rem minmax(0, 1fr)',
    columnGap: '2',
    alignItems: 'baseline',
    pl: '2',
    borderLeftWidth: '3px',
    borderColor: 'line',
  }),
  thisWeek: css({ borderColor: 'brand.600', bg: 'brand.50' }),
  nextWeek: css({ borderColor: 'brand.200' }),
  done: css({ borderColor: 'success' }),
  number: css({ fontFamily: 'heading', fontWeight: 'bold', color: 'brand.800', fontSize: 'sm' }),
  topicName: css({ overflowWrap: 'anywhere' }),
  status: css({ gridColumn: '2', color: 'muted', fontSize: 'sm' }),
};

const STATUS_STYLE: Record<TimetablePlanTopic['status'], string> = {
  done: styles.done,
  'this-week': styles.thisWeek,
  'next-week': styles.nextWeek,
  later: '',
};

function PlanTopics({ plan }: { plan: TimetablePlan }) {
  return (
    <ol className={styles.topics} aria-label={`Urutan materi ${plan.title}`}>
      {plan.topics.map((topic) => (
        <li key={topic.position} className={`${styles.topic} ${STATUS_STYLE[topic.status]}`}>
          <span className={styles.number} aria-hidden="true">
            {topic.position}.
          </span>
          <span className={styles.topicName}>
            <span className={srOnly}>{`Pertemuan ${topic.position}: `}</span>
            {topic.topic}
          </span>
          <span className={styles.status}>{topic.statusText}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Rencana materi" of /jadwal (decision 094): each group of the grade's classes follows its term
 * plan, one topic per meeting; every meeting with where it stands this week and next. Native
 * `details` (no script): the first plan open, the others a tap away.
 */
export function TermPlans({ plans, gradeName }: { plans: readonly TimetablePlan[]; gradeName: string }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="rencana-materi" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="rencana-materi" className={sectionTitle}>
        Rencana materi {gradeName}
      </h2>
      <p className={mutedNote}>
        Tiap kelas mengikuti urutan bab sekolah, satu topik per pertemuan. Setelah pertemuan terakhir, materi
        mulai lagi dari pertemuan 1 untuk putaran berikutnya.
      </p>
      <div className={styles.list}>
        {plans.map((plan, index) => (
          <details key={plan.id} className={styles.plan} open={index === 0}>
            <summary className={styles.summary}>
              <span className={styles.planTitle}>{plan.title}</span>
              <span className={mutedNote}>
                {`${plan.summary} · ${plan.length} pertemuan`}
                {plan.restarts ? ' · putaran baru mulai' : ''}
              </span>
            </summary>
            <div className={styles.body}>
              {plan.curriculum ? <p className={mutedNote}>Urutan bab: {plan.curriculum}</p> : null}
              <PlanTopics plan={plan} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
