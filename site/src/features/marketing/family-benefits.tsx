import { css } from '@bimbel/styled-system/css';
import {
  cardClass,
  cardGridClass,
  checkListClass,
  containerClass,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
} from './marketing.styles.ts';

/** What a subscription gives, for the student and for the parent: only what the product does. */
const FOR_STUDENTS = [
  'Kelas live bersama guru dengan jadwal tetap tiap minggu, sesuai kelas dan jurusan',
  'Bertanya langsung saat kelas, dan tanya-jawab kelas bisa dibaca lagi',
  'Slide dan ringkasan materi tiap kelas (PDF)',
  'Video pembahasan soal di Tanya untuk mengulang sendiri',
] as const;

const FOR_PARENTS = [
  'Satu akun orangtua untuk beberapa anak',
  'Laporan mingguan tiap anak: kelas yang diikuti, nilai kelas, dan pertanyaannya',
  'Pengingat kelas dan ringkasan mingguan lewat WhatsApp, bila diaktifkan',
  'Langganan bisa dijeda bila anak sedang libur atau ujian',
] as const;

/** /bimbel-online's "what a family gets" (decision 084). */
export function FamilyBenefits() {
  return (
    <section aria-labelledby="family-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="family-title" className={sectionTitleClass}>
          Yang didapat murid dan orangtua
        </h2>
        <p className={sectionLeadClass}>
          Satu langganan untuk satu murid membuka semua kelas live program dan kelasnya, ditambah fitur untuk
          orangtua.
        </p>
        <div className={cardGridClass}>
          <div className={cardClass}>
            <h3 className={css({ fontSize: 'lg' })}>Untuk murid</h3>
            <ul className={checkListClass}>
              {FOR_STUDENTS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={cardClass}>
            <h3 className={css({ fontSize: 'lg' })}>Untuk orangtua</h3>
            <ul className={checkListClass}>
              {FOR_PARENTS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
