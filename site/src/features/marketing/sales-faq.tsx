import { LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/constants/limits';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { PAUSE_MAX_DAYS, PAUSE_MIN_REMAINING_DAYS } from '@bimbel/domain/subscription/subscription-pause';
import { css } from '@bimbel/styled-system/css';
import type { ProgramOffer } from '#site/server/billing/catalogue/sales-loaders.ts';
import { containerClass, faqDetailsClass, sectionClass, sectionTitleClass } from './marketing.styles.ts';

export type FaqItem = { question: string; answer: string };

/**
 * The sales pages' questions (decision 084), answered with what the product really does: the
 * grades and the lowest price come from the catalogue, the limits from the domain constants.
 * Plain text, so the same answers feed the FAQPage structured data.
 */
export function buildSalesFaq(offers: readonly ProgramOffer[]): FaqItem[] {
  const grades = offers.flatMap((offer) => offer.grades);
  const lowest = offers.length > 0 ? Math.min(...offers.map((offer) => offer.fromMonthlyPrice)) : null;
  const taxNote = offers[0]?.packages[0]?.taxNote ?? '';
  return [
    {
      question: 'Bimbel online ini untuk siapa?',
      answer: `Untuk murid ${describeGrades(grades)}: SD, SMP/MTs, SMA/MA IPA dan IPS, SMK, dan persiapan UTBK-SNBT untuk kelas 12. Pelajaran utamanya Matematika; beberapa program juga punya kelas Fisika dan Kimia, tertulis di isi tiap paket.`,
    },
    {
      question: 'Bagaimana kelas live-nya berlangsung?',
      answer: `Guru mengajar langsung di kelas online dengan jadwal tetap tiap minggu. Murid ikut lewat aplikasi di HP atau website di laptop; tombol gabung terbuka ${LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE} menit sebelum kelas dimulai. Murid bisa bertanya di kelas, dan materi kelas bisa dibuka lagi sesudahnya.`,
    },
    {
      question: 'Berapa biayanya?',
      answer:
        lowest === null
          ? 'Harga paket sedang diperbarui. Tinggalkan nomor WhatsApp-mu, tim kami akan menjelaskannya.'
          : `Mulai ${formatRupiah(lowest)} per bulan untuk langganan 1 bulan. Langganan 3, 6, atau 12 bulan lebih hemat per bulannya. ${taxNote}`.trim(),
    },
    {
      question: 'Bisa coba dulu sebelum berlangganan?',
      answer: `Bisa. Murid yang belum pernah berlangganan dapat memulai masa coba ${FREE_TRIAL_DAYS} hari satu kali dari halaman Kelasku, dan ada kelas gratis tiap minggu yang bisa diikuti dengan memesan kursi.`,
    },
    {
      question: 'Bagaimana cara membayar?',
      answer:
        'Pilih paket dan lama langganan, lalu bayar lewat transfer virtual account, e-wallet, QRIS, atau PayLater. Satu pembayaran bisa untuk beberapa anak sekaligus.',
    },
    {
      question: 'Apa yang didapat orangtua?',
      answer:
        'Satu akun orangtua untuk beberapa anak, laporan mingguan tiap anak (kelas yang diikuti, nilai kelas, pertanyaan di kelas, dan video Tanya yang ditonton), serta ringkasan lewat WhatsApp tiap Minggu malam bila diaktifkan.',
    },
    {
      question: 'Apakah langganan bisa dijeda?',
      answer: `Bisa, satu kali tiap periode berlangganan, paling lama ${PAUSE_MAX_DAYS} hari, selama sisa langganan masih paling sedikit ${PAUSE_MIN_REMAINING_DAYS} hari.`,
    },
    {
      question: 'Kalau saya minta info, apakah harus membeli?',
      answer:
        'Tidak. Tim kami hanya menghubungi untuk menjelaskan kelas dan paket; keputusan tetap di tanganmu.',
    },
  ];
}

/** The questions as native disclosures (keyboard and screen reader support built in). */
export function SalesFaq({ questions }: { questions: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq-title" className={sectionClass}>
      <div className={`${containerClass} ${css({ maxW: 'reading' })}`}>
        <h2 id="faq-title" className={sectionTitleClass}>
          Pertanyaan yang sering ditanyakan
        </h2>
        <div className={css({ mt: '4' })}>
          {questions.map((item) => (
            <details key={item.question} className={faqDetailsClass}>
              <summary>{item.question}</summary>
              <div>{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
