import type { Stream, TanyaSubject } from '../db/schema.ts';
import { DEMO_TOPICS, type DemoTopicSlug } from './demo-topics.ts';

/**
 * A term plan of the demo timetable (decision 094): the ordered topics one group of classes
 * (a grade, subject and stream, or a UTBK-SNBT subtest) goes through, one topic per class. The
 * n-th class of a group since the epoch teaches topic n mod L, so consecutive classes cover
 * consecutive topics and the wrap to the first topic is a new term ("Pertemuan 1 dari 8").
 *
 * Lengths follow the budget of issue 23: every topic gets a narrated recording, and the demo
 * shows four Jakarta weeks of classes at once, so a group meeting twice a week has 8 topics and
 * a group meeting once a week 4 — no group ever shows a topic twice.
 */
export type TermPlan = {
  subject: TanyaSubject;
  /** The group's name on the pages: "Matematika Kelas 8". */
  title: string;
  grade: number;
  /** The streams that follow the plan; null: every stream of the grade (SD, SMP, UTBK-SNBT). */
  streams: readonly Stream[] | null;
  /** Where the chapter order comes from. */
  curriculum: string;
  topics: readonly DemoTopicSlug[];
};

const MERDEKA = 'Kurikulum Merdeka';
const K13 = 'Kurikulum 2013';
const MERDEKA_K13 = 'Kurikulum Merdeka, nama bab K13';
const UTBK = 'UTBK-SNBT (SNPMB)';

/*
 * Chapter order per grade. SD and SMP: the Kurikulum Merdeka chapters of the grade, with the K13
 * chapter names many schools still use (KPK dan FPB, Pola bilangan, Teorema Pythagoras). SMA
 * kelas 10 (Fase E) has no streams, so IPA and IPS follow one plan. SMA 11–12 IPS follow
 * Matematika Wajib (K13); IPA follow Wajib with the Peminatan chapters in between — the shared
 * chapters are the same topics. SMK follows the SMK chapters, sharing the SMA topics it has in
 * common (eksponen, matriks, statistika, peluang). Fisika and Kimia meet once a week: four
 * chapters in school-year order.
 */
export const TERM_PLANS = {
  'matematika-4': {
    subject: 'matematika',
    title: 'Matematika Kelas 4',
    grade: 4,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'bilangan-cacah-besar',
      'pembulatan-dan-penaksiran',
      'kpk-dan-fpb',
      'pecahan-senilai',
      'pecahan-desimal',
      'keliling-dan-luas-persegi-panjang',
      'sudut-dan-bangun-datar',
      'diagram-batang',
    ],
  },
  'matematika-5': {
    subject: 'matematika',
    title: 'Matematika Kelas 5',
    grade: 5,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'penjumlahan-pecahan',
      'perkalian-pecahan',
      'operasi-bilangan-desimal',
      'perbandingan-dan-skala',
      'kecepatan-dan-debit',
      'volume-kubus-dan-balok',
      'jaring-jaring-bangun-ruang',
      'penyajian-data',
    ],
  },
  'matematika-6': {
    subject: 'matematika',
    title: 'Matematika Kelas 6',
    grade: 6,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'bilangan-bulat-negatif',
      'operasi-hitung-campuran',
      'luas-lingkaran',
      'volume-tabung',
      'volume-limas-kerucut-bola',
      'luas-permukaan-bangun-ruang',
      'statistika-sederhana',
      'kemungkinan-kejadian',
    ],
  },
  'matematika-7': {
    subject: 'matematika',
    title: 'Matematika Kelas 7',
    grade: 7,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'bilangan-bulat-dan-pecahan',
      'himpunan',
      'bentuk-aljabar',
      'persamaan-linear-satu-variabel',
      'perbandingan',
      'aritmetika-sosial',
      'garis-dan-sudut',
      'segiempat-dan-segitiga',
    ],
  },
  'matematika-8': {
    subject: 'matematika',
    title: 'Matematika Kelas 8',
    grade: 8,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'pola-bilangan',
      'koordinat-kartesius',
      'relasi-dan-fungsi',
      'persamaan-garis-lurus',
      'spldv',
      'teorema-pythagoras',
      'busur-dan-juring-lingkaran',
      'bangun-ruang-sisi-datar',
    ],
  },
  'matematika-9': {
    subject: 'matematika',
    title: 'Matematika Kelas 9',
    grade: 9,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: [
      'perpangkatan-dan-bentuk-akar',
      'persamaan-kuadrat',
      'fungsi-kuadrat',
      'transformasi-geometri',
      'kesebangunan',
      'bangun-ruang-sisi-lengkung',
      'statistika-smp',
      'peluang-smp',
    ],
  },
  'matematika-10': {
    subject: 'matematika',
    title: 'Matematika Kelas 10',
    grade: 10,
    streams: ['IPA', 'IPS'],
    curriculum: MERDEKA,
    topics: [
      'eksponen-dan-logaritma',
      'barisan-dan-deret',
      'vektor',
      'perbandingan-trigonometri',
      'spltv',
      'fungsi-kuadrat-dan-pemodelan',
      'statistika-data-tunggal',
      'peluang-dasar',
    ],
  },
  'matematika-11-ipa': {
    subject: 'matematika',
    title: 'Matematika Kelas 11 IPA',
    grade: 11,
    streams: ['IPA'],
    curriculum: 'Kurikulum 2013 (Wajib dan Peminatan)',
    topics: [
      'induksi-matematika',
      'program-linear',
      'matriks',
      'trigonometri-jumlah-selisih-sudut',
      'persamaan-lingkaran',
      'polinomial',
      'limit-fungsi-aljabar',
      'turunan-fungsi-aljabar',
    ],
  },
  'matematika-11-ips': {
    subject: 'matematika',
    title: 'Matematika Kelas 11 IPS',
    grade: 11,
    streams: ['IPS'],
    curriculum: 'Kurikulum 2013 (Wajib)',
    topics: [
      'induksi-matematika',
      'program-linear',
      'matriks',
      'transformasi-geometri-sma',
      'barisan-dan-deret',
      'limit-fungsi-aljabar',
      'turunan-fungsi-aljabar',
      'integral-tak-tentu',
    ],
  },
  'matematika-12-ipa': {
    subject: 'matematika',
    title: 'Matematika Kelas 12 IPA',
    grade: 12,
    streams: ['IPA'],
    curriculum: 'Kurikulum 2013 (Wajib dan Peminatan)',
    topics: [
      'dimensi-tiga',
      'dimensi-tiga-jarak-bidang',
      'limit-fungsi-trigonometri',
      'turunan-fungsi-trigonometri',
      'statistika-data-berkelompok',
      'permutasi-dan-kombinasi',
      'peluang-kejadian',
      'distribusi-binomial',
    ],
  },
  'matematika-12-ips': {
    subject: 'matematika',
    title: 'Matematika Kelas 12 IPS',
    grade: 12,
    streams: ['IPS'],
    curriculum: 'Kurikulum 2013 (Wajib)',
    topics: [
      'dimensi-tiga',
      'dimensi-tiga-jarak-bidang',
      'statistika-data-berkelompok',
      'ukuran-letak-data-berkelompok',
      'kaidah-pencacahan',
      'permutasi-dan-kombinasi',
      'peluang-kejadian',
      'peluang-kejadian-majemuk',
    ],
  },
  'matematika-smk-10': {
    subject: 'matematika',
    title: 'Matematika Kelas 10 SMK',
    grade: 10,
    streams: ['SMK'],
    curriculum: K13,
    topics: [
      'eksponen-dan-logaritma',
      'persamaan-dan-pertidaksamaan-linear',
      'sistem-persamaan-linear',
      'matriks',
      'program-linear',
      'barisan-dan-deret',
      'perbandingan-trigonometri',
      'logika-matematika',
    ],
  },
  'matematika-smk-11': {
    subject: 'matematika',
    title: 'Matematika Kelas 11 SMK',
    grade: 11,
    streams: ['SMK'],
    curriculum: K13,
    topics: [
      'aturan-sinus-dan-kosinus',
      'transformasi-geometri-sma',
      'pertumbuhan-dan-peluruhan',
      'bunga-majemuk-dan-anuitas',
      'persamaan-lingkaran',
      'limit-fungsi-aljabar',
      'turunan-fungsi-aljabar',
      'integral-tak-tentu',
    ],
  },
  'matematika-smk-12': {
    subject: 'matematika',
    title: 'Matematika Kelas 12 SMK',
    grade: 12,
    streams: ['SMK'],
    curriculum: K13,
    topics: [
      'statistika-data-berkelompok',
      'ukuran-letak-data-berkelompok',
      'ukuran-penyebaran-data',
      'kaidah-pencacahan',
      'permutasi-dan-kombinasi',
      'peluang-kejadian',
      'peluang-kejadian-majemuk',
      'dimensi-tiga',
    ],
  },
  'fisika-7': {
    subject: 'fisika',
    title: 'Fisika Kelas 7',
    grade: 7,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['besaran-dan-satuan', 'pengukuran', 'suhu-dan-pemuaian', 'kalor-dan-perpindahannya'],
  },
  'fisika-8': {
    subject: 'fisika',
    title: 'Fisika Kelas 8',
    grade: 8,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['gerak-lurus', 'hukum-newton', 'usaha-dan-energi', 'pesawat-sederhana'],
  },
  'fisika-9': {
    subject: 'fisika',
    title: 'Fisika Kelas 9',
    grade: 9,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['listrik-statis', 'hukum-ohm', 'kemagnetan', 'induksi-elektromagnetik'],
  },
  'fisika-10': {
    subject: 'fisika',
    title: 'Fisika Kelas 10 IPA',
    grade: 10,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['besaran-satuan-dimensi', 'glbb', 'hukum-newton-sma', 'usaha-energi-sma'],
  },
  'fisika-11': {
    subject: 'fisika',
    title: 'Fisika Kelas 11 IPA',
    grade: 11,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['dinamika-rotasi', 'fluida-statis', 'teori-kinetik-gas', 'termodinamika'],
  },
  'fisika-12': {
    subject: 'fisika',
    title: 'Fisika Kelas 12 IPA',
    grade: 12,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['rangkaian-arus-searah', 'hukum-coulomb', 'medan-magnet', 'induksi-elektromagnetik-sma'],
  },
  'kimia-7': {
    subject: 'kimia',
    title: 'Kimia Kelas 7',
    grade: 7,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['unsur-senyawa-campuran', 'sifat-materi', 'perubahan-materi', 'pemisahan-campuran'],
  },
  'kimia-8': {
    subject: 'kimia',
    title: 'Kimia Kelas 8',
    grade: 8,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['zat-aditif', 'zat-adiktif', 'asam-basa-garam', 'indikator-asam-basa'],
  },
  'kimia-9': {
    subject: 'kimia',
    title: 'Kimia Kelas 9',
    grade: 9,
    streams: null,
    curriculum: MERDEKA_K13,
    topics: ['atom-ion-molekul', 'tabel-periodik-dasar', 'reaksi-kimia', 'bahan-kimia-rumah'],
  },
  'kimia-10': {
    subject: 'kimia',
    title: 'Kimia Kelas 10 IPA',
    grade: 10,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['struktur-atom', 'sistem-periodik-unsur', 'ikatan-kimia', 'stoikiometri'],
  },
  'kimia-11': {
    subject: 'kimia',
    title: 'Kimia Kelas 11 IPA',
    grade: 11,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['termokimia', 'laju-reaksi', 'kesetimbangan', 'asam-basa'],
  },
  'kimia-12': {
    subject: 'kimia',
    title: 'Kimia Kelas 12 IPA',
    grade: 12,
    streams: ['IPA'],
    curriculum: K13,
    topics: ['sifat-koligatif', 'redoks-elektrokimia', 'kimia-unsur', 'senyawa-karbon'],
  },
  'utbk-pm': {
    subject: 'matematika',
    title: 'UTBK-SNBT Penalaran Matematika',
    grade: 12,
    streams: null,
    curriculum: UTBK,
    topics: [
      'pm-tabel-dan-grafik',
      'pm-persentase-dalam-cerita',
      'pm-peluang-konteks',
      'pm-pola-dan-barisan',
    ],
  },
  'utbk-pk': {
    subject: 'matematika',
    title: 'UTBK-SNBT Pengetahuan Kuantitatif',
    grade: 12,
    streams: null,
    curriculum: UTBK,
    topics: ['pk-bilangan-dan-aljabar', 'pk-pertidaksamaan', 'pk-geometri-bidang', 'pk-kecukupan-data'],
  },
  'utbk-pu': {
    subject: 'matematika',
    title: 'UTBK-SNBT Penalaran Umum',
    grade: 12,
    streams: null,
    curriculum: UTBK,
    topics: ['pu-penalaran-induktif', 'pu-penalaran-deduktif', 'pu-penalaran-kuantitatif', 'pu-sebab-akibat'],
  },
  // Tryouts (decision 077): a new set of questions each week, titled "Tryout UTBK-SNBT — …".
  'utbk-tryout': {
    subject: 'matematika',
    title: 'Tryout UTBK-SNBT',
    grade: 12,
    streams: null,
    curriculum: UTBK,
    topics: ['tryout-kuantitatif-1', 'tryout-kuantitatif-2', 'tryout-kuantitatif-3', 'tryout-kuantitatif-4'],
  },
} as const satisfies Record<string, TermPlan>;

export type TermPlanKey = keyof typeof TERM_PLANS;

export const TERM_PLAN_KEYS = Object.keys(TERM_PLANS) as TermPlanKey[];

/** Whether a string names a term plan (imported classes may carry unknown keys). */
export function isTermPlanKey(key: string): key is TermPlanKey {
  return Object.hasOwn(TERM_PLANS, key);
}

/** The topic at a 1-based position of a plan ("Pertemuan 3 dari 8" is position 3). */
export function planTopicAt(key: TermPlanKey, position: number): DemoTopicSlug {
  const topics: readonly DemoTopicSlug[] = TERM_PLANS[key].topics;
  const slug = topics[position - 1];
  if (!slug) throw new Error(`plan ${key} has no position ${position}`);
  return slug;
}

/** Whether a topic is a tryout's set of questions (its class is titled "Tryout …"). */
export function isTryoutTopic(slug: DemoTopicSlug): boolean {
  return (TERM_PLANS['utbk-tryout'].topics as readonly DemoTopicSlug[]).includes(slug);
}

/** Every topic slug some plan teaches, once each, in plan order. */
export function plannedTopicSlugs(): DemoTopicSlug[] {
  return [...new Set(TERM_PLAN_KEYS.flatMap((key) => TERM_PLANS[key].topics as readonly DemoTopicSlug[]))];
}

/** The topic entries handed to the lesson writers (/work/content/topics.json): one per slug. */
export function termPlanTopicEntries() {
  const seen = new Map<DemoTopicSlug, { planKey: TermPlanKey; position: number }[]>();
  for (const key of TERM_PLAN_KEYS) {
    (TERM_PLANS[key].topics as readonly DemoTopicSlug[]).forEach((slug, index) => {
      seen.set(slug, [...(seen.get(slug) ?? []), { planKey: key, position: index + 1 }]);
    });
  }
  return [...seen.entries()].map(([slug, places]) => {
    const [first, ...others] = places as [
      { planKey: TermPlanKey; position: number },
      ...{ planKey: TermPlanKey; position: number }[],
    ];
    const plan: TermPlan = TERM_PLANS[first.planKey];
    return {
      slug,
      name: DEMO_TOPICS[slug].name as string,
      points: [...DEMO_TOPICS[slug].points] as string[],
      grade: plan.grade,
      subject: plan.subject,
      stream: plan.streams ? plan.streams.join('/') : null,
      planKey: first.planKey,
      position: first.position,
      alsoIn: others,
    };
  });
}
