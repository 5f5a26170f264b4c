import { css } from '@bimbel/styled-system/css';
import type { ReportClass, WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import { planPlaceLabel } from '@bimbel/domain/live-classes/term-plan';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { dayOf } from './report-format.ts';
import { listTitleClass, mutedClass, plainListClass } from './report-styles.ts';

const styles = {
  block: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  plan: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  planTitle: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'muted' }),
  item: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', overflowWrap: 'anywhere' }),
  topic: css({ fontWeight: 'semibold' }),
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
};

type Outcome = 'attended' | 'missed' | 'toCome';
// The card badge's red tone is named for live classes; here it marks a missed one, as the lists' red border does.
const OUTCOME_BADGES: Record<Outcome, { text: string; tone: 'success' | 'live' | 'neutral' }> = {
  attended: { text: 'Diikuti', tone: 'success' },
  missed: { text: 'Terlewat', tone: 'live' },
  toCome: { text: 'Akan datang', tone: 'neutral' },
};

type TopicEntry = {
  liveClass: ReportClass & { planPlace: NonNullable<ReportClass['planPlace']> };
  outcome: Outcome;
};

/** The week's classes of a term plan, by plan (in the order the plans first meet), each by start. */
function topicsByPlan(report: WeeklyReport): { title: string; entries: TopicEntry[] }[] {
  const entries = (['attended', 'missed', 'toCome'] as const)
    .flatMap((outcome) => report.classes[outcome].map((liveClass) => ({ liveClass, outcome })))
    .filter((entry): entry is TopicEntry => entry.liveClass.planPlace !== null)
    .sort((a, b) => a.liveClass.startsAt.localeCompare(b.liveClass.startsAt));
  const plans = new Map<string, { title: string; entries: TopicEntry[] }>();
  for (const entry of entries) {
    const { key, title } = entry.liveClass.planPlace;
    const plan = plans.get(key) ?? { title, entries: [] };
    plan.entries.push(entry);
    plans.set(key, plan);
  }
  return [...plans.values()];
}

/**
 * "Materi minggu ini" (decision 094): what the child's classes of the week taught, per term plan —
 * each topic with its meeting ("Pertemuan 3 dari 8"), its day and whether the child was there.
 */
export function ReportTopics({ report, timeZone }: { report: WeeklyReport; timeZone: string }) {
  const plans = topicsByPlan(report);
  return (
    <section aria-labelledby="materi-minggu-ini" className={styles.block}>
      <h3 id="materi-minggu-ini" className={listTitleClass}>
        Materi minggu ini
      </h3>
      {plans.length === 0 ? (
        <p className={mutedClass}>Belum ada materi kelas di minggu ini.</p>
      ) : (
        plans.map((plan) => (
          <div key={plan.title} className={styles.plan}>
            <h4 className={styles.planTitle}>{plan.title}</h4>
            <ul className={plainListClass}>
              {plan.entries.map(({ liveClass, outcome }) => (
                <li key={liveClass.id} className={styles.item}>
                  <span className={styles.topic}>{liveClass.topic}</span>
                  <span className={styles.row}>
                    <span className={mutedClass}>
                      {`${planPlaceLabel(liveClass.kind, liveClass.planPlace)} · ${dayOf(liveClass.startsAt, timeZone)}`}
                    </span>
                    <CardBadge tone={OUTCOME_BADGES[outcome].tone}>{OUTCOME_BADGES[outcome].text}</CardBadge>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
