import type { SmartfestEdition, SmartfestRegistrationState } from '@bimbel/domain/events/smartfest-edition';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';
import { formatJakartaDate } from '@bimbel/domain/time/format-jakarta-date';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import * as formStyles from './event-form.styles.ts';
import * as styles from './events.styles.ts';
import { SmartfestForm } from './smartfest-form.tsx';

export const SMARTFEST_PATH = '/smartfest';

export type SmartfestPageData = {
  edition: SmartfestEdition | undefined;
  state: SmartfestRegistrationState;
  /** True when the edition's final is over (the page says so). */
  finished: boolean;
};

const when = (date: Date) => formatDateTimeInZone(date);
const sameDay = (a: Date, b: Date) => formatJakartaDate(a) === formatJakartaDate(b);
/** A round's span: one day with its hours, or from one day to another. */
function span(start: Date, end: Date): string {
  if (sameDay(start, end)) {
    const endTime = formatDateTimeInZone(end).split(' pukul ')[1] ?? '';
    return `${when(start).replace(/ (WIB|WITA|WIT)$/, '')}–${endTime}`;
  }
  return `${when(start)} sampai ${when(end)}`;
}

function RegistrationStatus({ edition, state, finished }: Required<Pick<SmartfestPageData, 'state' | 'finished'>> & { edition: SmartfestEdition }) {
  if (finished) return <p className={`${styles.statusBadge} ${styles.closedBadge}`}>{edition.name} sudah selesai</p>;
  if (state === 'open')
    return <p className={styles.statusBadge}>Pendaftaran dibuka sampai {when(edition.registrationClosesAt)}</p>;
  if (state === 'not_open_yet')
    return <p className={`${styles.statusBadge} ${styles.closedBadge}`}>Pendaftaran dibuka {when(edition.registrationOpensAt)}</p>;
  return <p className={`${styles.statusBadge} ${styles.closedBadge}`}>Pendaftaran sudah ditutup</p>;
}

function Programme({ edition }: { edition: SmartfestEdition }) {
  return (
    <section className={styles.section} aria-labelledby="sf-jadwal">
      <h2 id="sf-jadwal" className={styles.sectionTitle}>
        Jadwal
      </h2>
      <ol className={styles.timeline}>
        <li className={styles.timelineItem}>
          <h3 className={styles.itemTitle}>Pendaftaran</h3>
          <p className={styles.itemWhen}>{span(edition.registrationOpensAt, edition.registrationClosesAt)}</p>
          <p>Gratis. Daftar lewat formulir di halaman ini; satu formulir untuk satu siswa.</p>
        </li>
        {edition.rounds.map((round) => (
          <li key={round.name} className={styles.timelineItem}>
            <h3 className={styles.itemTitle}>{round.name}</h3>
            <p className={styles.itemWhen}>{span(round.startsAt, round.endsAt)}</p>
            <p>{round.description}</p>
          </li>
        ))}
        <li className={styles.timelineItem}>
          <h3 className={styles.itemTitle}>Babak Final</h3>
          <p className={styles.itemWhen}>{when(edition.finalAt)}</p>
          <p>{edition.finalPlace}</p>
        </li>
      </ol>
    </section>
  );
}

function RegistrationSection({ edition, state, finished }: Required<Pick<SmartfestPageData, 'state' | 'finished'>> & { edition: SmartfestEdition }) {
  return (
    <section id="daftar" className={formStyles.formCard} aria-labelledby="sf-daftar">
      <h2 id="sf-daftar" className={styles.sectionTitle}>
        Daftar {edition.name}
      </h2>
      {state === 'open' ? (
        <>
          <p className={styles.mutedNote}>Semua kolom wajib diisi, kecuali yang bertanda opsional.</p>
          <SmartfestForm editionName={edition.name} />
        </>
      ) : state === 'not_open_yet' ? (
        <p>
          Pendaftaran belum dibuka. Formulir pendaftaran muncul di sini mulai {when(edition.registrationOpensAt)}.
        </p>
      ) : (
        <p>
          {finished
            ? `${edition.name} sudah selesai. Jadwal SmartFest berikutnya kami umumkan di halaman ini.`
            : `Pendaftaran ${edition.name} sudah ditutup pada ${when(edition.registrationClosesAt)}. Siswa yang sudah terdaftar tetap ikut sesuai jadwal di atas.`}
        </p>
      )}
    </section>
  );
}

/** /smartfest (issue 17, decision 085): the current edition's programme from the database, and its registration. */
export function SmartfestView({ edition, state, finished }: SmartfestPageData) {
  return (
    <main className={styles.pageFrame}>
      <PageMeta
        title="SmartFest: lomba matematika kelas 4–12"
        description="SmartFest adalah lomba dan festival matematika online CoBelajar untuk siswa kelas 4–12: jadwal, kategori, cara ikut, hadiah, dan pendaftaran gratis."
        path={SMARTFEST_PATH}
      />
      <header className={styles.hero}>
        <h1 className={styles.pageTitle}>{edition ? edition.name : 'SmartFest'}</h1>
        <p className={styles.pageLead}>
          Lomba matematika online untuk siswa kelas 4–12: kerjakan soal dari HP, bersaing dengan teman
          sejenjang dari seluruh Indonesia, dan pelajari pembahasannya bersama guru CoBelajar.
        </p>
        {edition ? <RegistrationStatus edition={edition} state={state} finished={finished} /> : null}
        {edition && state === 'open' ? (
          <a href="#daftar" className={styles.linkButton()}>
            Daftar sekarang
          </a>
        ) : null}
      </header>
      {edition ? (
        <>
          <Programme edition={edition} />
          <section className={styles.section} aria-labelledby="sf-kategori">
            <h2 id="sf-kategori" className={styles.sectionTitle}>
              Kategori
            </h2>
            <ul className={styles.cardGrid}>
              {edition.categories.map((category) => (
                <li key={category.name} className={styles.card}>
                  <h3 className={styles.itemTitle}>{category.name}</h3>
                  <p>Kelas {category.grades.join(', ')}: tiap kelas dinilai dan diberi juara sendiri.</p>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="sf-cara">
            <h2 id="sf-cara" className={styles.sectionTitle}>
              Cara ikut
            </h2>
            <ol className={styles.steps}>
              <li>Orangtua atau siswa mengisi formulir pendaftaran di bawah (gratis).</li>
              <li>Sebelum babak penyisihan, tautan soal dikirim ke WhatsApp orangtua.</li>
              <li>Siswa mengerjakan soal dari HP atau laptop, sendiri dan tanpa kalkulator.</li>
              <li>Hasil tiap babak diumumkan di halaman ini dan lewat WhatsApp.</li>
            </ol>
          </section>
          <section className={styles.section} aria-labelledby="sf-hadiah">
            <h2 id="sf-hadiah" className={styles.sectionTitle}>
              Hadiah
            </h2>
            <ul className={styles.bullets}>
              {edition.prizes.map((prize) => (
                <li key={prize}>{prize}</li>
              ))}
            </ul>
          </section>
          <RegistrationSection edition={edition} state={state} finished={finished} />
        </>
      ) : (
        <p>Jadwal SmartFest berikutnya belum diumumkan. Kami umumkan di halaman ini begitu tanggalnya pasti.</p>
      )}
    </main>
  );
}
