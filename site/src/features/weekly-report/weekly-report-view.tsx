import { css } from '@bimbel/styled-system/css';
import { formatPhoneNumber } from '@bimbel/domain/phone/format-phone-number';
import type { ReportPageData } from '#site/server/weekly-report/report-page-loader.ts';
import type { ReactNode } from 'react';
import { ChildSwitcher } from './child-switcher.tsx';
import { ReportFigures } from './report-figures.tsx';
import { ReportActivity, ReportClasses } from './report-lists.tsx';
import { ReportTopics } from './report-topics.tsx';
import { mutedClass, panelTitleClass, reportLinkClass, reportPanelClass } from './report-styles.ts';
import { SummaryOptIn } from './summary-opt-in.tsx';
import { WeekNavigation } from './week-navigation.tsx';

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
    laptop: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start', gap: '6' },
  }),
  aside: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  weekHead: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  lists: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))' },
  }),
  column: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  notes: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    fontSize: 'sm',
    pl: '5',
    listStyle: 'disc',
  }),
};

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function SummaryPanel({ summary }: { summary: { whatsapp: boolean; phone: string } }) {
  return (
    <section aria-labelledby="ringkasan-whatsapp" className={reportPanelClass}>
      <h2 id="ringkasan-whatsapp" className={panelTitleClass}>
        Ringkasan lewat WhatsApp
      </h2>
      <SummaryOptIn initialWhatsapp={summary.whatsapp} phone={formatPhoneNumber(summary.phone)} />
    </section>
  );
}

function HowToRead({ audience }: { audience: 'family' | 'student' }) {
  const family = audience === 'family';
  return (
    <section aria-labelledby="cara-membaca" className={reportPanelClass}>
      <h2 id="cara-membaca" className={panelTitleClass}>
        Cara membaca laporan
      </h2>
      <ul className={styles.notes}>
        <li>Seminggu dihitung Senin–Minggu (WIB). Jam kelas ditulis sesuai zona waktu perangkatmu.</li>
        <li>{`Kelas diikuti: ${family ? 'anak' : 'kamu'} masuk ke kelas live lewat tombol Masuk kelas.`}</li>
        <li>
          {family
            ? 'Kelas terlewat: kelas rutin sesuai kelas sekolah dan paket anak saat itu yang sudah selesai tanpa anak masuk.'
            : 'Kelas terlewat: kelas rutin sesuai kelas sekolah dan paketmu saat itu yang sudah selesai tanpa kamu masuk.'}{' '}
          Kelas gratis tidak dihitung terlewat.
        </li>
        <li>
          {family
            ? 'Laporan ini hanya bisa dibuka dari akun keluargamu.'
            : 'Laporan ini hanya bisa dibuka dari akunmu.'}
        </li>
      </ul>
    </section>
  );
}

/**
 * The weekly report page (/bimbel/user/laporan, decision 078): the family's children to switch
 * between, the chosen child's week — figures, then the lists behind them — with the weeks before,
 * and beside it the parent's WhatsApp summary switch and how to read the report. Everything but
 * the switch is server-rendered HTML (links, no client state).
 */
export function WeeklyReportView({
  data,
  timeZone,
  zoneSync,
}: {
  data: Extract<ReportPageData, { kind: 'report' | 'no-children' }>;
  timeZone: string;
  /** The live classes' ViewerZoneSync, placed by the page: times follow the device's zone. */
  zoneSync?: ReactNode;
}) {
  if (data.kind === 'no-children') {
    return (
      <main className={styles.main}>
        <h1 className={styles.title}>Laporan mingguan</h1>
        <div className={styles.layout}>
          <section aria-labelledby="belum-ada-murid" className={reportPanelClass}>
            <h2 id="belum-ada-murid" className={panelTitleClass}>
              Belum ada profil murid
            </h2>
            <p>Laporan mingguan berisi kegiatan belajar anak. Tambahkan profil anakmu dulu, ya.</p>
            <a href="/user/add-user" className={reportLinkClass}>
              Tambah profil murid
            </a>
          </section>
          <aside aria-label="Pengaturan laporan" className={styles.aside}>
            <SummaryPanel summary={data.summary} />
          </aside>
        </div>
      </main>
    );
  }

  const { report, child } = data;
  const name = firstName(child.fullName);
  return (
    <main className={styles.main}>
      <div>
        <h1 className={styles.title}>Laporan mingguan</h1>
        <p className={styles.intro}>
          {data.audience === 'family'
            ? 'Kelas, rating, pertanyaan, dan video Tanya tiap anak, per minggu.'
            : 'Kelas, rating, pertanyaan, dan video Tanya-mu, per minggu.'}
        </p>
      </div>
      {data.children.length > 1 && (
        <ChildSwitcher family={data.children} current={child.id} week={report.week.start} />
      )}
      <div className={styles.layout}>
        <section aria-labelledby="minggu-laporan" className={reportPanelClass}>
          <div className={styles.weekHead}>
            <h2 id="minggu-laporan" className={panelTitleClass}>
              {`${name}, ${report.week.label}`}
            </h2>
            <p className={mutedClass}>
              {report.week.isCurrent ? 'Minggu ini, sampai saat ini' : 'Senin–Minggu (WIB)'}
            </p>
            <WeekNavigation week={report.week} childId={child.id} />
          </div>
          <ReportFigures report={report} />
          <div className={styles.lists}>
            <div className={styles.column}>
              <ReportTopics report={report} timeZone={timeZone} />
              <ReportClasses report={report} timeZone={timeZone} />
            </div>
            <div className={styles.column}>
              <ReportActivity report={report} timeZone={timeZone} />
            </div>
          </div>
        </section>
        <aside aria-label="Pengaturan laporan" className={styles.aside}>
          {data.summary && <SummaryPanel summary={data.summary} />}
          <HowToRead audience={data.audience} />
        </aside>
      </div>
      {zoneSync}
    </main>
  );
}
