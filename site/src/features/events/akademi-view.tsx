import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { AkademiForm } from './akademi-form.tsx';
import * as formStyles from './event-form.styles.ts';
import * as styles from './events.styles.ts';

export const AKADEMI_PATH = '/akademi';

/** /akademi (issue 17, decision 085): what Akademi Guru is, who may apply, the steps, the application. */
export function AkademiView() {
  return (
    <main className={styles.pageFrame}>
      <PageMeta
        title="Akademi Guru: mengajar kelas live CoBelajar"
        description="Akademi Guru melatih dan memverifikasi guru untuk kelas live CoBelajar (Matematika, Fisika, Kimia kelas 4–12). Lihat syarat dan langkahnya, lalu kirim lamaranmu."
        path={AKADEMI_PATH}
      />
      <header className={styles.hero}>
        <h1 className={styles.pageTitle}>Akademi Guru CoBelajar</h1>
        <p className={styles.pageLead}>
          Akademi Guru adalah pelatihan dan verifikasi untuk guru yang ingin mengajar kelas live CoBelajar. Guru
          yang lulus mendapat tanda <strong>Terverifikasi</strong> di profilnya di halaman Guru Juara dan mulai
          mengajar di jadwal kelas.
        </p>
        <a href="#lamar" className={styles.linkButton()}>
          Kirim lamaran
        </a>
      </header>
      <section className={styles.section} aria-labelledby="ak-siapa">
        <h2 id="ak-siapa" className={styles.sectionTitle}>
          Siapa yang bisa melamar
        </h2>
        <ul className={styles.bullets}>
          <li>Guru atau calon guru Matematika, Fisika, atau Kimia untuk jenjang SD (kelas 4–6), SMP, atau SMA.</li>
          <li>Punya nomor WhatsApp aktif, koneksi internet yang stabil, dan bisa mengajar lewat video dari laptop.</li>
          <li>Mahasiswa tingkat akhir boleh melamar; pengalaman mengajar les atau sekolah menjadi nilai tambah.</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="ak-langkah">
        <h2 id="ak-langkah" className={styles.sectionTitle}>
          Langkah-langkahnya
        </h2>
        <ol className={styles.steps}>
          <li>Kirim lamaran lewat formulir di bawah.</li>
          <li>Tim Akademi Guru menghubungimu lewat WhatsApp untuk tes materi singkat secara online.</li>
          <li>Ikuti pelatihan mengajar kelas live: cara menjelaskan, menjawab pertanyaan di chat, dan memakai ruang kelas.</li>
          <li>Mengajar satu kelas percobaan yang dinilai tim kami.</li>
          <li>Lulus verifikasi: profilmu tampil dengan tanda Terverifikasi dan kamu mendapat jadwal mengajar.</li>
        </ol>
      </section>
      <section id="lamar" className={formStyles.formCard} aria-labelledby="ak-lamar">
        <h2 id="ak-lamar" className={styles.sectionTitle}>
          Formulir lamaran
        </h2>
        <p className={styles.mutedNote}>Semua kolom wajib diisi, kecuali yang bertanda opsional.</p>
        <AkademiForm />
      </section>
    </main>
  );
}
