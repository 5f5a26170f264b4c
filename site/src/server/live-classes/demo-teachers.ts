import type { TanyaSubject } from '../db/schema.ts';

/** A Guru Juara of the demo timetable (decision 072). */
export type DemoTeacher = {
  slug: string;
  fullName: string;
  /** null: the ui Avatar shows the initials. */
  photoUrl: string | null;
  subjects: TanyaSubject[];
  bio: string;
  verified: boolean;
};

/*
 * The demo teachers: invented people for the demo server only (names, degrees and bios are
 * examples, not real staff). Bios say what the teacher teaches and how, and no invented figures
 * (no "10 tahun", no "1.000 siswa").
 */
export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  {
    slug: 'rina-kartika',
    fullName: 'Bu Rina Kartika, S.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Mengajar Matematika kelas 4–6 SD. Suka memakai benda sehari-hari (kue, pita, uang jajan) untuk menjelaskan pecahan dan pengukuran.',
    verified: true,
  },
  {
    slug: 'nurul-hidayah',
    fullName: 'Bu Nurul Hidayah, S.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Membawakan kelas gratis Matematika SD kelas 4–6. Mengajak siswa menebak dulu, lalu menghitung bersama untuk memeriksa tebakannya.',
    verified: true,
  },
  {
    slug: 'hendra-wijaya',
    fullName: 'Pak Hendra Wijaya, S.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Mengajar Matematika SMP. Setiap kelas dimulai dari satu soal cerita, lalu langkah penyelesaiannya ditulis bersama sampai tuntas.',
    verified: true,
  },
  {
    slug: 'andi-saputra',
    fullName: 'Pak Andi Saputra, S.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Membawakan kelas gratis Matematika SMP. Setiap kelas berisi satu cuplikan materi kelas reguler minggu itu dan latihan soal singkat.',
    verified: true,
  },
  {
    slug: 'dewi-anggraini',
    fullName: 'Bu Dewi Anggraini, M.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Mengajar Matematika SMA IPA dan kelas persiapan UTBK-SNBT. Fokus pada cara berpikir: kenapa rumus itu benar, bukan hanya menghafalnya.',
    verified: true,
  },
  {
    slug: 'yusuf-hakim',
    fullName: 'Pak Yusuf Hakim, S.Si.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Mengajar Matematika SMA IPS, serta Penalaran Umum dan tryout UTBK-SNBT. Banyak memakai contoh dari ekonomi dan data sehari-hari supaya angka terasa dekat.',
    verified: true,
  },
  {
    slug: 'fajar-nugroho',
    fullName: 'Pak Fajar Nugroho, S.Pd.',
    photoUrl: null,
    subjects: ['matematika'],
    bio: 'Mengajar Matematika SMK. Menghubungkan materi dengan dunia kerja: menghitung bahan, biaya, dan bunga pinjaman.',
    verified: true,
  },
  {
    slug: 'maya-lubis',
    fullName: 'Bu Maya Lubis, S.Pd.',
    photoUrl: null,
    subjects: ['fisika'],
    bio: 'Mengajar Fisika SMP dan SMA IPA. Menjelaskan gaya, gerak, dan listrik lewat percobaan sederhana yang bisa diulang di rumah.',
    verified: true,
  },
  {
    slug: 'siti-rahmawati',
    fullName: 'Bu Siti Rahmawati, S.Si.',
    photoUrl: null,
    subjects: ['kimia'],
    bio: 'Mengajar Kimia SMP dan SMA IPA. Membiasakan siswa menulis satuan dan menyetarakan reaksi langkah demi langkah.',
    verified: true,
  },
  {
    slug: 'bima-prasetyo',
    fullName: 'Pak Bima Prasetyo, S.Pd.',
    photoUrl: null,
    subjects: ['matematika', 'fisika'],
    bio: 'Guru baru di Bimbel. Membawakan kelas gratis SMA/SMK dan latihan Pengetahuan Kuantitatif untuk UTBK-SNBT.',
    verified: false,
  },
];
