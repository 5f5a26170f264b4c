import { OTP_RESEND_SECONDS } from '@bimbel/domain/constants/limits';
import type { ReactNode } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { faqDetailsClass } from './marketing.styles.ts';

type Question = { question: string; answer: ReactNode };

const brand = SITE_INFO.brandName;

/** The help center's questions by topic. Answers describe what the product really does. */
const TOPICS: readonly { id: string; title: string; questions: readonly Question[] }[] = [
  {
    id: 'bimbel',
    title: 'Bimbel dan kelas live',
    questions: [
      {
        question: `Apa itu Bimbel ${brand}?`,
        answer:
          'Bimbel adalah kelas online yang berlangsung langsung (live) bersama guru, dengan jadwal tetap tiap minggu sesuai kelas murid.',
      },
      {
        question: 'Untuk kelas berapa saja?',
        answer:
          'Untuk murid kelas 4 SD sampai 12 SMA/MA dan SMK, mengikuti Kurikulum 2013 (Revisi) dan Kurikulum Merdeka. Pelajaran utamanya Matematika.',
      },
      {
        question: 'Bagaimana cara ikut kelas live?',
        answer: (
          <>
            Masuk ke akunmu, buka halaman Kelasku, lalu tekan tombol gabung saat kelas akan dimulai. Di HP,
            ikut lewat aplikasi; di laptop, lewat website. Langkah lengkapnya ada di{' '}
            <a href="/bimbel#cara-ikut">halaman Bimbel</a>.
          </>
        ),
      },
      {
        question: 'Jam kelas memakai zona waktu apa?',
        answer: 'Jam kelas ditampilkan dalam zona waktu perangkatmu: WIB, WITA, atau WIT.',
      },
    ],
  },
  {
    id: 'akun',
    title: 'Akun dan masuk',
    questions: [
      {
        question: 'Bagaimana cara masuk?',
        answer:
          'Tekan Masuk, tulis nomor HP-mu, lalu masukkan kode OTP yang kami kirim lewat WhatsApp atau SMS. Tidak perlu kata sandi.',
      },
      {
        question: 'Kode OTP tidak masuk. Apa yang harus dilakukan?',
        answer: `Pastikan nomor yang kamu tulis benar dan aktif. Kamu bisa meminta kode baru setelah ${OTP_RESEND_SECONDS} detik, lewat WhatsApp atau SMS. Bila tetap tidak masuk, hubungi kami.`,
      },
      {
        question: 'Bisakah satu akun dipakai untuk beberapa anak?',
        answer:
          'Bisa. Akun orangtua dapat menyimpan beberapa profil anak. Untuk berpindah, buka menu profil lalu pilih Ganti profil.',
      },
      {
        question: 'Bagaimana mengubah data profil?',
        answer:
          'Buka menu profil, pilih Profilku. Di sana kamu bisa melihat dan memperbarui data diri dan data orangtua.',
      },
    ],
  },
  {
    id: 'paket',
    title: 'Paket dan pembayaran',
    questions: [
      {
        question: 'Bagaimana cara membeli paket?',
        answer: (
          <>
            Pilih paket di <a href="/paket">halaman paket</a> dan masa berlangganannya, lalu bayar lewat
            transfer virtual account, e-wallet, QRIS atau PayLater. Kamu juga bisa dibantu tim kami lewat{' '}
            <a href={`https://wa.me/${SITE_INFO.whatsappNumber}`} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
            .
          </>
        ),
      },
      {
        question: 'Apakah minta info Bimbel berarti harus membeli?',
        answer:
          'Tidak. Tim kami hanya menghubungi untuk menjelaskan kelas dan paket; keputusan tetap di tanganmu.',
      },
    ],
  },
  {
    id: 'aplikasi',
    title: 'Aplikasi',
    questions: [
      {
        question: 'Di mana saya bisa download aplikasinya?',
        answer: (
          <>
            Di <a href={SITE_INFO.appStores.googlePlay}>Google Play</a> untuk Android dan di{' '}
            <a href={SITE_INFO.appStores.appStore}>App Store</a> untuk iPhone dan iPad. Cari &quot;{brand}
            &quot;.
          </>
        ),
      },
      {
        question: 'Fitur Tutor belum muncul di aplikasiku.',
        answer: `Fitur Tutor dibuka bertahap. Mulai ${SITE_INFO.tutorForEveryoneDate} semua pengguna mendapatkannya; pastikan aplikasimu sudah versi terbaru dengan memperbaruinya di Play Store atau App Store.`,
      },
    ],
  },
  {
    id: 'privasi',
    title: 'Data dan privasi',
    questions: [
      {
        question: 'Bagaimana data anak saya dijaga?',
        answer: (
          <>
            Data hanya dipakai untuk layanan belajar dan tidak dijual. Penjelasan lengkapnya ada di{' '}
            <a href="/kebijakan-privasi">Kebijakan Privasi</a>.
          </>
        ),
      },
      {
        question: 'Bagaimana cara menghapus akun dan data?',
        answer: (
          <>
            Kirim permintaan ke <a href={`mailto:${SITE_INFO.privacyEmail}`}>{SITE_INFO.privacyEmail}</a> dari
            nomor atau email yang terdaftar. Kami akan memastikan kamu pemilik akun, lalu menghapus datanya.
          </>
        ),
      },
    ],
  },
];

/** The help center's FAQ: native disclosures (keyboard and screen reader support built in). */
export function HelpCenterFaq() {
  return (
    <>
      {TOPICS.map((topic) => (
        <section key={topic.id} aria-labelledby={`faq-${topic.id}`}>
          <h2 id={`faq-${topic.id}`}>{topic.title}</h2>
          {topic.questions.map((item) => (
            <details key={item.question} className={faqDetailsClass}>
              <summary>{item.question}</summary>
              <div>{item.answer}</div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
