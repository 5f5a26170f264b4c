import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import type { StudentPlan } from '#site/server/billing/subscriptions/family-subscriptions-loader.ts';
import { StudentPlanCard } from './student-plan-card.tsx';

/** The page where a parent adds a student (built by the registration flows). */
const ADD_USER_PATH = '/user/add-user';

const styles = {
  main: css({
    maxW: 'container',
    mx: 'auto',
    px: '4',
    py: { base: '6', tablet: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
  }),
  title: css({ fontSize: { base: '2xl', tablet: '3xl' } }),
  intro: css({ color: 'muted', maxW: '40rem' }),
  layout: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    laptop: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', gap: '6' },
  }),
  column: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  sectionTitle: css({ fontSize: 'xl', fontWeight: 'semibold' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '10',
    color: 'brand.700',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'brand.900' },
    _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
  }),
};

/**
 * The manage subscription page (docs/product §2; decision 082): per student of the family, the
 * current package and end date with pause, resume and buy again; beside them the purchase history
 * the page passes in. Server-rendered: the pause/resume buttons are the only client leaves here.
 */
export function ManageSubscriptionView({
  students,
  history,
  timeZone,
  now,
  zoneSync,
}: {
  students: readonly StudentPlan[];
  /** The latest purchases with their receipts (features/payment/recent-purchases.tsx). */
  history: ReactNode;
  timeZone: string;
  now: Date;
  zoneSync?: ReactNode;
}) {
  return (
    <main className={styles.main}>
      {zoneSync}
      <div>
        <h1 className={styles.title}>Langganan</h1>
        <p className={styles.intro}>
          Paket tiap murid, sampai kapan aktifnya, jeda dan aktifkan lagi, perpanjang, dan kuitansi pembelianmu.
        </p>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          {students.length === 0 ? (
            <section aria-labelledby="belum-ada-murid" className={panelClass}>
              <h2 id="belum-ada-murid" className={styles.sectionTitle}>
                Belum ada profil murid
              </h2>
              <p>Langganan Bimbel dimiliki tiap murid. Tambahkan profil anakmu dulu, ya.</p>
              <a href={ADD_USER_PATH} className={styles.link}>
                Tambah profil murid
              </a>
            </section>
          ) : (
            students.map((plan) => (
              <StudentPlanCard
                key={plan.studentId}
                plan={plan}
                timeZone={timeZone}
                now={now}
                markCurrent={students.length > 1}
              />
            ))
          )}
        </div>
        {/* The purchase history (features/payment), placed by the page. */}
        <div className={styles.column}>{history}</div>
      </div>
    </main>
  );
}
