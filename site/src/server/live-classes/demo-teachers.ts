import type { TeacherLevel } from '@bimbel/domain/live-classes/teacher-levels';
import type { TanyaSubject } from '../db/schema.ts';

/** A Guru Juara of the demo: one roster for classes, /gurujuara and Tanya narration (decision 093). */
export type DemoTeacher = {
  slug: string;
  /** "Bu/Pak Name, degree", as Indonesian schools write it; Tanya videos credit exactly this. */
  fullName: string;
  /** The illustrated portrait made by `pnpm --filter site teachers:portraits` (site/public/media/guru/). */
  photoUrl: string;
  subjects: TanyaSubject[];
  /** The school levels taught; every demo class of the teacher is of these levels (tested). */
  levels: TeacherLevel[];
  /** Degree, programme and university. */
  education: string;
  /** The year they started teaching: "12 tahun mengajar" is computed, so it stays true. */
  teachingSince: number;
  bio: string;
  verified: boolean;
};

const portrait = (slug: string) => `/media/guru/${slug}.svg`;

/*
 * The demo roster: invented people for the demo server only (names, degrees, years and bios are
 * examples, not real staff; the pages label them "Contoh"). The universities are real Indonesian
 * universities with these programmes; the people did not study there. Bios say what the teacher
 * teaches and how, and claim no achievements (no pass rates, no student counts, no prizes).
 * First names and surnames are all different, and none is close to a demo student's or
 * classmate's name (tested), so a parent never wonders whether a teacher is family.
 */
export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  {
    slug: 'rina-kartika',
    fullName: 'Bu Rina Kartika, S.Pd.',
    photoUrl: portrait('rina-kartika'),
    subjects: ['matematika'],
    levels: ['SD'],
    education: 'S.Pd. Pendidikan Guru Sekolah Dasar, Universitas Pendidikan Indonesia',
    teachingSince: 2012,
    bio: 'Mengajar Matematika kelas 4–6 SD. Memakai benda sehari-hari (kue, pita, uang jajan) untuk menjelaskan pecahan dan pengukuran, lalu meminta murid menceritakan kembali caranya dengan kata-kata sendiri.',
    verified: true,
  },
  {
    slug: 'nurul-hidayah',
    fullName: 'Bu Nurul Hidayah, S.Pd.',
    photoUrl: portrait('nurul-hidayah'),
    subjects: ['matematika'],
    levels: ['SD'],
    education: 'S.Pd. Pendidikan Guru Sekolah Dasar, Universitas Negeri Malang',
    teachingSince: 2017,
    bio: 'Membawakan kelas gratis Matematika SD kelas 4–6. Mengajak murid menebak dulu, lalu menghitung bersama untuk memeriksa tebakannya.',
    verified: true,
  },
  {
    slug: 'hendra-wijaya',
    fullName: 'Pak Hendra Wijaya, S.Pd.',
    photoUrl: portrait('hendra-wijaya'),
    subjects: ['matematika'],
    levels: ['SMP'],
    education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta',
    teachingSince: 2010,
    bio: 'Mengajar Matematika SMP kelas 7–9. Setiap kelas dimulai dari satu soal cerita, lalu langkah penyelesaiannya ditulis bersama sampai tuntas.',
    verified: true,
  },
  {
    slug: 'andi-saputra',
    fullName: 'Pak Andi Saputra, S.Pd.',
    photoUrl: portrait('andi-saputra'),
    subjects: ['matematika'],
    levels: ['SMP'],
    education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Makassar',
    teachingSince: 2018,
    bio: 'Membawakan kelas gratis Matematika SMP. Setiap kelas berisi satu cuplikan materi kelas reguler minggu itu dan latihan soal singkat.',
    verified: true,
  },
  {
    slug: 'dewi-anggraini',
    fullName: 'Bu Dewi Anggraini, M.Pd.',
    photoUrl: portrait('dewi-anggraini'),
    subjects: ['matematika'],
    levels: ['SMA'],
    education: 'S.Pd. dan M.Pd. Pendidikan Matematika, Universitas Negeri Surabaya',
    teachingSince: 2009,
    bio: 'Mengajar Matematika SMA IPA dan Penalaran Matematika untuk UTBK-SNBT. Fokus pada cara berpikir: kenapa rumus itu benar, bukan hanya menghafalnya.',
    verified: true,
  },
  {
    slug: 'yusuf-hakim',
    fullName: 'Pak Yusuf Hakim, S.Si.',
    photoUrl: portrait('yusuf-hakim'),
    subjects: ['matematika'],
    levels: ['SMA'],
    education: 'S.Si. Matematika, Universitas Gadjah Mada',
    teachingSince: 2013,
    bio: 'Mengajar Matematika SMA IPS, Penalaran Umum, dan tryout UTBK-SNBT. Banyak memakai contoh dari ekonomi dan data sehari-hari supaya angka terasa dekat.',
    verified: true,
  },
  {
    slug: 'fajar-nugroho',
    fullName: 'Pak Fajar Nugroho, S.Pd.',
    photoUrl: portrait('fajar-nugroho'),
    subjects: ['matematika'],
    levels: ['SMK'],
    education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Semarang',
    teachingSince: 2011,
    bio: 'Mengajar Matematika SMK. Menghubungkan materi dengan dunia kerja: menghitung bahan, biaya, dan bunga pinjaman.',
    verified: true,
  },
  {
    slug: 'bima-prasetyo',
    fullName: 'Pak Bima Prasetyo, S.Pd.',
    photoUrl: portrait('bima-prasetyo'),
    subjects: ['matematika'],
    levels: ['SMA', 'SMK'],
    education: 'S.Pd. Pendidikan Matematika, Universitas Sebelas Maret',
    teachingSince: 2022,
    bio: 'Guru baru di tim kami. Membawakan kelas gratis SMA/SMK dan latihan Pengetahuan Kuantitatif untuk UTBK-SNBT.',
    verified: false,
  },
  {
    slug: 'maya-lubis',
    fullName: 'Bu Maya Lubis, S.Pd.',
    photoUrl: portrait('maya-lubis'),
    subjects: ['fisika'],
    levels: ['SMP', 'SMA'],
    education: 'S.Pd. Pendidikan Fisika, Universitas Negeri Medan',
    teachingSince: 2014,
    bio: 'Mengajar Fisika SMP dan SMA IPA. Menjelaskan gaya, gerak, dan listrik lewat percobaan sederhana yang bisa diulang di rumah.',
    verified: true,
  },
  {
    slug: 'siti-rahmawati',
    fullName: 'Bu Siti Rahmawati, S.Si.',
    photoUrl: portrait('siti-rahmawati'),
    subjects: ['kimia'],
    levels: ['SMP', 'SMA'],
    education: 'S.Si. Kimia, Universitas Padjadjaran',
    teachingSince: 2015,
    bio: 'Mengajar Kimia SMP dan SMA IPA. Membiasakan murid menulis satuan dan menyetarakan reaksi langkah demi langkah.',
    verified: true,
  },
];

/** The roster teacher of a slug; throws for an unknown one (a typo in demo data is a bug). */
export function demoTeacher(slug: string): DemoTeacher {
  const teacher = DEMO_TEACHERS.find((candidate) => candidate.slug === slug);
  if (!teacher) throw new Error(`unknown demo teacher ${slug}`);
  return teacher;
}
