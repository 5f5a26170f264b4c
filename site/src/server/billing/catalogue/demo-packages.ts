import type { PackageProgram, TenureMonths } from '@bimbel/domain/packages/package-program';

/*
 * The demo catalogue (issue 16, decision 079): one package per program, priced in whole rupiah
 * with growing discounts for longer tenures. Every feature is something the demo timetable
 * (live-classes/demo-timetable.ts) and the site really give a PAID student of those grades:
 * a PAID subscription opens all the programme classes of the student's grade and stream
 * (decision 069), grade-12 students the UTBK-SNBT classes too (decision 077).
 */

/** The discount of each tenure length against paying monthly. */
const TENURE_DISCOUNT: Record<TenureMonths, number> = { 1: 0, 3: 0.1, 6: 0.15, 12: 0.25 };

/** Tenure prices: the monthly price × months, less the discount, rounded down to the thousand. */
export function demoTenures(monthlyPrice: number): { months: TenureMonths; price: number }[] {
  return ([1, 3, 6, 12] as const).map((months) => ({
    months,
    price: Math.floor((monthlyPrice * months * (1 - TENURE_DISCOUNT[months])) / 1000) * 1000,
  }));
}

const FAMILY_FEATURES = [
  'Tanya jawab langsung dengan guru di setiap kelas',
  'Slide dan ringkasan materi tiap kelas (PDF)',
  'Pengingat kelas dan laporan mingguan untuk orang tua lewat WhatsApp',
];

export type DemoPackage = {
  id: string;
  program: PackageProgram;
  name: string;
  description: string;
  features: string[];
  grades: number[];
  monthlyPrice: number;
  isPopular: boolean;
  sortOrder: number;
  tenures: { months: TenureMonths; price: number }[];
};

const pkg = (input: Omit<DemoPackage, 'tenures'>): DemoPackage => ({
  ...input,
  tenures: demoTenures(input.monthlyPrice),
});

export const DEMO_PACKAGES: readonly DemoPackage[] = [
  pkg({
    id: 'sd-kelas-5-6',
    program: 'SD',
    name: 'Bimbel SD Kelas 5–6',
    description: 'Matematika kelas 5 dan 6 SD lewat kelas live bersama guru, sesuai Kurikulum Merdeka.',
    features: [
      'Kelas live Matematika 2× seminggu, 60 menit, mengikuti urutan bab sekolah',
      ...FAMILY_FEATURES,
    ],
    grades: [5, 6],
    monthlyPrice: 199_000,
    isPopular: false,
    sortOrder: 10,
  }),
  pkg({
    id: 'smp-reguler',
    program: 'SMP',
    name: 'Bimbel SMP Kelas 7–9',
    description:
      'Matematika, Fisika dan Kimia SMP/MTs dalam kelas live tiap minggu, sesuai Kurikulum Merdeka.',
    features: [
      'Kelas live Matematika 2× seminggu, 90 menit, mengikuti urutan bab sekolah',
      'Kelas live Fisika dan Kimia, masing-masing 1× seminggu',
      ...FAMILY_FEATURES,
    ],
    grades: [7, 8, 9],
    monthlyPrice: 299_000,
    isPopular: true,
    sortOrder: 20,
  }),
  pkg({
    id: 'sma-ipa',
    program: 'SMA_IPA',
    name: 'Bimbel SMA IPA Kelas 10–12',
    description: 'Matematika, Fisika dan Kimia untuk SMA/MA jurusan IPA dalam kelas live tiap minggu.',
    features: [
      'Kelas live Matematika 2× seminggu, 90 menit, mengikuti urutan bab sekolah',
      'Kelas live Fisika dan Kimia, masing-masing 1× seminggu',
      'Kelas 12: ikut juga kelas fokus UTBK-SNBT dan tryout mingguan',
      ...FAMILY_FEATURES,
    ],
    grades: [10, 11, 12],
    monthlyPrice: 379_000,
    isPopular: false,
    sortOrder: 30,
  }),
  pkg({
    id: 'sma-ips',
    program: 'SMA_IPS',
    name: 'Bimbel SMA IPS Kelas 10–12',
    description: 'Matematika untuk SMA/MA jurusan IPS dalam kelas live dua kali seminggu.',
    features: [
      'Kelas live Matematika 2× seminggu, 90 menit, mengikuti urutan bab sekolah',
      'Kelas 12: ikut juga kelas fokus UTBK-SNBT dan tryout mingguan',
      ...FAMILY_FEATURES,
    ],
    grades: [10, 11, 12],
    monthlyPrice: 279_000,
    isPopular: false,
    sortOrder: 40,
  }),
  pkg({
    id: 'smk-matematika',
    program: 'SMK',
    name: 'Bimbel SMK Kelas 10–12',
    description: 'Matematika SMK dalam kelas live dua kali seminggu, dengan contoh soal dari dunia kerja.',
    features: [
      'Kelas live Matematika SMK 2× seminggu, 90 menit, mengikuti urutan bab sekolah',
      'Kelas 12: ikut juga kelas fokus UTBK-SNBT dan tryout mingguan',
      ...FAMILY_FEATURES,
    ],
    grades: [10, 11, 12],
    monthlyPrice: 249_000,
    isPopular: false,
    sortOrder: 50,
  }),
  pkg({
    id: 'utbk-snbt',
    program: 'UTBK_SNBT',
    name: 'Persiapan UTBK-SNBT',
    description: 'Kelas fokus UTBK-SNBT untuk kelas 12 semua jurusan: latihan subtes dan tryout tiap minggu.',
    features: [
      'Kelas Penalaran Umum, Pengetahuan Kuantitatif dan Penalaran Matematika, masing-masing 1× seminggu',
      'Tryout UTBK mingguan 2 jam, langsung dengan pembahasan',
      'Tetap ikut kelas Matematika kelas 12 sesuai jurusanmu',
      ...FAMILY_FEATURES,
    ],
    grades: [12],
    monthlyPrice: 349_000,
    isPopular: true,
    sortOrder: 5,
  }),
];
