import { z } from 'zod';
import { CURRICULA, DEFAULT_CURRICULUM } from '../catalogue/curriculum.ts';
import { SUBJECTS } from '../catalogue/subject.ts';
import { createUuidSchema } from '../validation/uuid.ts';

/*
 * One question of a Tanya import file (issue 6): the question, where it sits in the catalogue
 * (grade, subject, chapter, topic, curriculum), its worked steps and answer (issue 23, decision
 * 096), its video solution and its related questions.
 * The import CLI validates every record with this schema before writing anything. Messages are
 * Indonesian: the people who run imports are the content team.
 */

/** Longest question text we accept (LaTeX included). */
export const QUESTION_TEXT_MAX_LENGTH = 5000;
/** Longest chapter, topic or teacher name. */
export const CATALOGUE_NAME_MAX_LENGTH = 120;
/** Longest video: two hours. */
export const VIDEO_MAX_SECONDS = 2 * 60 * 60;
/** Related questions shown per question at most. */
export const RELATED_MAX_COUNT = 12;
/** Worked steps per question at most: a video of a minute or two explains no more. */
export const STEPS_MAX_COUNT = 12;
/** Longest worked step (LaTeX included): a sentence or two, not a page. */
export const STEP_MAX_LENGTH = 600;
/** Longest final answer (LaTeX included). */
export const ANSWER_MAX_LENGTH = 300;

const TANYA_GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const SUBJECT_VALUES = SUBJECTS.map((subject) => subject.value) as [string, ...string[]];

const trimmedName = (what: string) =>
  z
    .string({ error: `${what} wajib diisi` })
    .trim()
    .min(1, { error: `${what} wajib diisi` })
    .max(CATALOGUE_NAME_MAX_LENGTH, { error: `${what} paling panjang ${CATALOGUE_NAME_MAX_LENGTH} karakter` });

/** A video address: an absolute http(s) URL, or a path on this site (`/media/…`). */
const VideoUrlSchema = z
  .string({ error: 'alamat video wajib diisi' })
  .trim()
  .refine((value) => /^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/.test(value), {
    error: 'alamat video harus URL http(s) atau path yang diawali /',
  });

const seconds = (what: string) =>
  z
    .number({ error: `${what} harus angka detik` })
    .finite({ error: `${what} harus angka detik` })
    .min(0, { error: `${what} tidak boleh negatif` })
    .max(VIDEO_MAX_SECONDS, { error: `${what} melebihi panjang video maksimal` });

/** One cue of a timestamped transcript, in seconds from the start. */
export const TranscriptCueSchema = z
  .object({
    start: seconds('awal transkrip'),
    end: seconds('akhir transkrip'),
    text: z.string({ error: 'teks transkrip wajib diisi' }).trim().min(1, { error: 'teks transkrip wajib diisi' }).max(1000),
  })
  .refine((cue) => cue.end > cue.start, { error: 'akhir transkrip harus setelah awalnya' });

/** A key moment of the video (JSON-LD `Clip`), in seconds. */
export const KeyMomentSchema = z
  .object({
    start: seconds('awal momen'),
    end: seconds('akhir momen'),
    name: trimmedName('nama momen'),
  })
  .refine((moment) => moment.end > moment.start, { error: 'akhir momen harus setelah awalnya' });

export const TanyaVideoSchema = z
  .object({
    source_url: VideoUrlSchema,
    /** `hls` for .m3u8 playlists; derived from the URL when left out. */
    source_type: z.enum(['mp4', 'hls'], { error: 'jenis video harus mp4 atau hls' }).optional(),
    duration_seconds: z
      .number({ error: 'durasi video harus angka detik' })
      .int({ error: 'durasi video harus bilangan bulat detik' })
      .min(1, { error: 'durasi video minimal 1 detik' })
      .max(VIDEO_MAX_SECONDS, { error: 'durasi video maksimal 2 jam' }),
    thumbnail_url: z.string().trim().min(1).optional(),
    teacher: trimmedName('nama guru'),
    verified: z.boolean({ error: 'verified harus true atau false' }).default(false),
    transcript: z.array(TranscriptCueSchema).default([]),
    key_moments: z.array(KeyMomentSchema).default([]),
  })
  .transform((video) => ({
    ...video,
    source_type: video.source_type ?? (/\.m3u8(?:$|\?)/i.test(video.source_url) ? 'hls' : 'mp4'),
  }))
  .superRefine((video, context) => {
    const beyond = (at: number) => at > video.duration_seconds;
    if (video.transcript.some((cue) => beyond(cue.end))) {
      context.addIssue({ code: 'custom', path: ['transcript'], message: 'transkrip melewati durasi video' });
    }
    if (video.key_moments.some((moment) => beyond(moment.end))) {
      context.addIssue({ code: 'custom', path: ['key_moments'], message: 'momen penting melewati durasi video' });
    }
  });

/** One worked step: a short sentence, maths between $…$ as in the question text. */
export const WorkedStepSchema = z
  .string({ error: 'langkah pembahasan harus teks' })
  .trim()
  .min(1, { error: 'langkah pembahasan tidak boleh kosong' })
  .max(STEP_MAX_LENGTH, { error: `langkah pembahasan paling panjang ${STEP_MAX_LENGTH} karakter` });

/**
 * The worked steps in order, 1 to STEPS_MAX_COUNT. Left out (or `[]`, the same thing) means the
 * question has none yet and its page shows no steps.
 */
export const WorkedStepsSchema = z
  .array(WorkedStepSchema, { error: 'langkah pembahasan harus daftar teks' })
  // A refinement, not .max(): zod's length check also runs on a text given instead of a list and
  // would add "paling banyak" to "harus daftar teks".
  .refine((steps) => steps.length <= STEPS_MAX_COUNT, { error: `langkah pembahasan paling banyak ${STEPS_MAX_COUNT}` })
  .default([]);

/**
 * One record of an import file.
 *
 * @example
 * TanyaQuestionRecordSchema.parse({
 *   id: '7d0c1a2e-…', text: 'Hitung $\\frac{1}{2} + \\frac{1}{4}$', grade: 5, subject: 'matematika',
 *   chapter: 'Pecahan', topic: 'Penjumlahan pecahan',
 *   steps: ['Samakan penyebutnya: $\\frac{1}{2} = \\frac{2}{4}$.', 'Jumlahkan pembilangnya: $\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$.'],
 *   answer: '$\\frac{3}{4}$',
 *   video: { source_url: '/media/tanya/pecahan.mp4', duration_seconds: 20, teacher: 'Bu Rina' },
 * });
 */
export const TanyaQuestionRecordSchema = z.object({
  id: createUuidSchema('id harus UUID'),
  text: z
    .string({ error: 'teks soal wajib diisi' })
    .trim()
    .min(5, { error: 'teks soal minimal 5 karakter' })
    .max(QUESTION_TEXT_MAX_LENGTH, { error: `teks soal paling panjang ${QUESTION_TEXT_MAX_LENGTH} karakter` }),
  grade: z.union([z.number(), z.string().trim().regex(/^\d{1,2}$/).transform(Number)], { error: 'kelas harus 4 sampai 12' }).pipe(
    z.number().int().refine((grade) => (TANYA_GRADES as readonly number[]).includes(grade), { error: 'kelas harus 4 sampai 12' }),
  ),
  subject: z
    .string({ error: 'mapel wajib diisi' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SUBJECT_VALUES, { error: 'mapel harus matematika, fisika, atau kimia' })),
  chapter: trimmedName('bab'),
  topic: trimmedName('topik'),
  curriculum: z.enum(CURRICULA, { error: 'kurikulum tidak dikenal' }).default(DEFAULT_CURRICULUM),
  steps: WorkedStepsSchema,
  answer: z
    .string({ error: 'jawaban harus teks' })
    .trim()
    .max(ANSWER_MAX_LENGTH, { error: `jawaban paling panjang ${ANSWER_MAX_LENGTH} karakter` })
    // An empty cell is no answer, not an empty one.
    .transform((answer) => (answer === '' ? undefined : answer))
    .optional(),
  video: TanyaVideoSchema,
  related: z
    .array(createUuidSchema('id soal terkait harus UUID'))
    .max(RELATED_MAX_COUNT, { error: `soal terkait paling banyak ${RELATED_MAX_COUNT}` })
    .default([]),
}).superRefine((record, context) => {
  for (const [path, text] of stringsOf(record)) {
    if (CONTROL_CHARACTER.test(text)) {
      context.addIssue({ code: 'custom', path, message: 'ada karakter kontrol tak terlihat (mis. NUL); hapus dulu' });
    }
  }
});

/** Invisible control characters a database text cannot hold (NUL) or a page should not show; tabs and line breaks are fine. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** Every string inside `value`, with its path. */
function* stringsOf(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

export type TanyaQuestionRecordInput = z.input<typeof TanyaQuestionRecordSchema>;
export type TanyaQuestionRecord = z.output<typeof TanyaQuestionRecordSchema>;
export type TranscriptCue = z.output<typeof TranscriptCueSchema>;
export type KeyMoment = z.output<typeof KeyMomentSchema>;

/** Formats a zod error as one Indonesian line: `field: message; field: message`. */
export function describeRecordIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
