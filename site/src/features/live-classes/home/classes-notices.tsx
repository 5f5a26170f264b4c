import { WEEKLY_REPORT_PATH } from '@bimbel/domain/routes/weekly-report-path';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import type { ReactNode } from 'react';
import {
  classLinkClass,
  classNoticeClass,
  classPanelClass,
  sectionTitleClass,
} from '../shared/class-styles.ts';
import { HOME_LINKS } from './home-links.ts';

/**
 * Why a FREE, expired or PAUSED student sees only the free sessions they booked (decision 074),
 * the way to book one (/slot-selection) and the way to the packages (/bimbel: the package pages
 * come in a later issue).
 */
export function FreeSessionsNotice({ subscriptionType }: { subscriptionType: SubscriptionType }) {
  const paused = subscriptionType === 'PAUSED';
  return (
    <div className={classNoticeClass}>
      <p className={css({ fontWeight: 'semibold' })}>
        {paused ? 'Paketmu sedang dijeda' : 'Kelas live reguler untuk paket berbayar'}
      </p>
      <p>
        {paused
          ? 'Selama dijeda, kelas reguler tidak tampil di sini. Kelas gratis untuk kelasmu tetap bisa kamu ikuti: pesan kursinya dulu, ya.'
          : 'Coba kelas gratis dulu, yuk. Pesan kursi di jadwal yang cocok, lalu kelasnya muncul di sini.'}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' })}>
        <a href={HOME_LINKS.freeSessions} className={classLinkClass}>
          Pilih jadwal kelas gratis
        </a>
        <a href={HOME_LINKS.packages} className={classLinkClass}>
          Lihat paket Bimbel
        </a>
      </div>
    </div>
  );
}

function ClassesPanel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="classes-week-title" className={classPanelClass}>
      <h2 id="classes-week-title" className={sectionTitleClass}>
        Jadwal kelas
      </h2>
      {children}
    </section>
  );
}

/**
 * A parent's own profile: classes belong to the students, so the parent picks one ('Ganti
 * profil' is the page's existing dialog button, passed in), or reads the children's weekly
 * report (decision 078).
 */
export function ParentClassesNotice({ switchProfile }: { switchProfile?: ReactNode }) {
  return (
    <ClassesPanel>
      <p>Pilih profil murid untuk melihat jadwal kelas.</p>
      {switchProfile && <div>{switchProfile}</div>}
      <a href={WEEKLY_REPORT_PATH} className={classLinkClass}>
        Laporan mingguan anak
      </a>
    </ClassesPanel>
  );
}

/** A student whose grade is missing: no class can be matched until it is filled in. */
export function NoGradeNotice() {
  return (
    <ClassesPanel>
      <p>Isi kelasmu dulu, ya. Jadwal kelas live disesuaikan dengan kelas dan jurusanmu.</p>
      <a href={HOME_LINKS.updateProfile} className={classLinkClass}>
        Ubah data diri
      </a>
    </ClassesPanel>
  );
}

/**
 * An honest empty week: what is missing and one way on. (Not the ui EmptyState: its button is
 * React Aria's, and this page keeps to its client JS budget with plain links.)
 */
export function NoClassesYet({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: { label: string; href: string };
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '6',
        textAlign: 'center',
      })}
    >
      <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h3>
      <p className={css({ color: 'muted', maxW: '32rem' })}>{description}</p>
      <a href={action.href} className={button({ variant: 'secondary' })}>
        {action.label}
      </a>
    </div>
  );
}
