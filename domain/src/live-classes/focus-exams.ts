/*
 * The focus exam programmes (issue 15, decision 077): what an exam tests and which of it our
 * classes teach. One programme so far, UTBK-SNBT: the national entrance test of the state
 * universities, run by SNPMB. Its structure as SNPMB announced it for SNBT 2026 (7 subtests in two
 * groups, 195 minutes in all); the names are SNPMB's, the descriptions ours.
 *
 * The programme's classes are `focus_exam` classes with its id (decision 069); a class whose title
 * starts with "Tryout" is one of its tryouts (isTryoutTitle).
 */

/** The id of the UTBK-SNBT focus exam (`live_classes.focus_exam_id`, `focusExamIds=`). */
export const UTBK_SNBT_ID = 'utbk-snbt';

export const FOCUS_EXAM_GROUPS = {
  tps: 'Tes Potensi Skolastik (TPS)',
  literasi: 'Tes Literasi',
} as const;
export type FocusExamGroup = keyof typeof FOCUS_EXAM_GROUPS;

export type FocusExamSubtest = {
  /** Stable key: `pu`, `ppu`, … */
  id: string;
  /** As SNPMB names it. */
  name: string;
  /** The abbreviation students use (PU, PPU, PBM, PK, PM). */
  shortName: string;
  group: FocusExamGroup;
  /** What it tests, in a sentence for students. */
  description: string;
  /** Whether the programme's live classes teach it (the rest is practised alone, with the materials). */
  coveredInClasses: boolean;
};

export type FocusExam = {
  id: string;
  /** Short name: 'UTBK-SNBT'. */
  name: string;
  fullName: string;
  /** The grades the programme is for (its classes are for these grades). */
  grades: readonly number[];
  /** The whole test, all subtests, in minutes. */
  durationMinutes: number;
  /** Who runs the exam and sets its dates. */
  organiser: string;
  subtests: readonly FocusExamSubtest[];
};

export const UTBK_SNBT: FocusExam = {
  id: UTBK_SNBT_ID,
  name: 'UTBK-SNBT',
  fullName: 'Ujian Tulis Berbasis Komputer – Seleksi Nasional Berdasarkan Tes',
  grades: [12],
  durationMinutes: 195,
  organiser: 'SNPMB',
  subtests: [
    {
      id: 'pu',
      name: 'Penalaran Umum',
      shortName: 'PU',
      group: 'tps',
      description:
        'Menarik kesimpulan dari informasi yang baru dilihat: penalaran induktif, deduktif, dan kuantitatif.',
      coveredInClasses: true,
    },
    {
      id: 'ppu',
      name: 'Pengetahuan dan Pemahaman Umum',
      shortName: 'PPU',
      group: 'tps',
      description: 'Memahami makna kata dan kalimat serta hubungan antarinformasi dalam sebuah bacaan.',
      coveredInClasses: false,
    },
    {
      id: 'pbm',
      name: 'Pemahaman Bacaan dan Menulis',
      shortName: 'PBM',
      group: 'tps',
      description: 'Memahami isi bacaan dan menilai ketepatan kalimat, ejaan, dan susunan paragraf.',
      coveredInClasses: false,
    },
    {
      id: 'pk',
      name: 'Pengetahuan Kuantitatif',
      shortName: 'PK',
      group: 'tps',
      description:
        'Konsep dasar matematika: bilangan, aljabar, geometri, dan menilai apakah data sudah cukup.',
      coveredInClasses: true,
    },
    {
      id: 'lbi',
      name: 'Literasi dalam Bahasa Indonesia',
      shortName: 'Literasi Indonesia',
      group: 'literasi',
      description: 'Memahami, menilai, dan merenungkan teks berbahasa Indonesia dari berbagai bidang.',
      coveredInClasses: false,
    },
    {
      id: 'lbe',
      name: 'Literasi dalam Bahasa Inggris',
      shortName: 'Literasi Inggris',
      group: 'literasi',
      description: 'Memahami dan menilai isi teks bacaan berbahasa Inggris.',
      coveredInClasses: false,
    },
    {
      id: 'pm',
      name: 'Penalaran Matematika',
      shortName: 'PM',
      group: 'literasi',
      description:
        'Memakai matematika untuk masalah sehari-hari: bilangan, pengukuran dan geometri, data, dan aljabar.',
      coveredInClasses: true,
    },
  ],
};

/** Every focus exam programme, by id. */
export const FOCUS_EXAMS: Readonly<Record<string, FocusExam>> = { [UTBK_SNBT_ID]: UTBK_SNBT };

/** The public page of a focus exam programme (docs/product §2 "Bimbel Package UTBK-SNBT Page"). */
export const FOCUS_EXAM_PAGE_PATHS: Readonly<Record<string, string>> = {
  [UTBK_SNBT_ID]: '/bimbel/paket/utbk-snbt',
};

/**
 * The focus exam a student of `grade` prepares for, or null (UTBK-SNBT: grade 12).
 *
 * @example
 * focusExamForGrade(12)?.id; // 'utbk-snbt'
 * focusExamForGrade(11); // null
 */
export function focusExamForGrade(grade: number): FocusExam | null {
  return Object.values(FOCUS_EXAMS).find((exam) => exam.grades.includes(grade)) ?? null;
}

/** A focus exam by id, or undefined. */
export function findFocusExam(id: string): FocusExam | undefined {
  return FOCUS_EXAMS[id];
}

/**
 * Whether a focus exam class is a tryout: its title says so first ("Tryout UTBK-SNBT: …",
 * "Try out …"). The title is what the student reads, so it is the one mark that cannot
 * disagree with what they see (decision 077).
 *
 * @example
 * isTryoutTitle('Tryout UTBK-SNBT: paket soal 3'); // true
 * isTryoutTitle('UTBK-SNBT — Penalaran Umum'); // false
 */
export function isTryoutTitle(title: string): boolean {
  return /^\s*try[\s-]?out\b/i.test(title);
}
