import { z } from 'zod';
import { CURRICULA, DEFAULT_CURRICULUM } from '../catalogue/curriculum.ts';
import { STREAMS, type Stream } from '../catalogue/stream.ts';
import { SUBJECTS } from '../catalogue/subject.ts';
import { TEACHER_LEVELS, sortTeacherLevels } from './teacher-levels.ts';
import { TEACHING_SINCE_MAX, TEACHING_SINCE_MIN } from './teaching-years.ts';
import {
  FOCUS_EXAM_ID_PATTERN,
  LIVE_CLASS_KINDS,
  LIVE_CLASS_LIMITS,
  LiveClassMaterialSchema,
} from './live-class.ts';

/*
 * One teacher and one class of an import (issue 14, decision 071): the admin API's body and the
 * `classes:import` CLI's records. Every rule of the database (migration 0006) is checked here
 * first, so bad data is answered with an Indonesian reason and never reaches a database error.
 * Messages are for the people who run imports (the academic team): short, field first.
 */

const SUBJECT_VALUES = SUBJECTS.map((subject) => subject.value) as [string, ...string[]];
const CLASS_GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Grades each stream belongs to (docs/product §3): SD 4–6, IPA/IPS/SMK 10–12. */
export const STREAM_GRADES: Record<Stream, readonly number[]> = {
  SD: [4, 5, 6],
  IPA: [10, 11, 12],
  IPS: [10, 11, 12],
  SMK: [10, 11, 12],
};

/** A teacher's slug: lower-case words joined by single dashes (the /gurujuara anchor). */
export const TEACHER_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TEACHER_SLUG_MAX = 60;

/** Invisible control characters a database text cannot hold (NUL); tabs and line breaks are fine. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} wajib diisi` : `${what} minimal ${min} karakter` })
    .max(max, { error: `${what} paling panjang ${max} karakter` })
    .refine((value) => !CONTROL_CHARACTER.test(value), {
      error: `${what} berisi karakter kontrol tak terlihat (mis. NUL); hapus dulu`,
    });

const SlugSchema = (what: string) =>
  z
    .string({ error: `${what} wajib diisi` })
    .trim()
    .max(TEACHER_SLUG_MAX, { error: `${what} paling panjang ${TEACHER_SLUG_MAX} karakter` })
    .regex(TEACHER_SLUG_PATTERN, {
      error: `${what} hanya huruf kecil, angka, dan tanda - (mis. bu-rina-matematika)`,
    });

/** An https address or a path of this site, like a material's. */
const OptionalUrlSchema = (what: string) =>
  z
    .string({ error: `${what} harus teks` })
    .trim()
    .max(500, { error: `${what} paling panjang 500 karakter` })
    .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
      error: `${what} harus diawali https:// atau /`,
    });

/** An instant written with its zone: `2026-11-30T19:00:00+07:00` (or `…Z`). */
const InstantSchema = (what: string) =>
  z
    .string({ error: `${what} wajib diisi` })
    .trim()
    .pipe(
      z.iso.datetime({
        offset: true,
        error: `${what} harus tanggal dan jam ISO 8601 dengan zona waktu, mis. 2026-11-30T19:00:00+07:00`,
      }),
    )
    .transform((value) => new Date(value));

const LEVELS_MESSAGE = `jenjang guru harus ${TEACHER_LEVELS.join(', ')}`;

/** The school levels a teacher teaches: 1–4 of SD, SMP, SMA, SMK (any case), in school order. */
const LevelsSchema = z
  .array(
    z
      .string({ error: LEVELS_MESSAGE })
      .trim()
      .toUpperCase()
      .pipe(z.enum(TEACHER_LEVELS, { error: LEVELS_MESSAGE })),
    { error: 'levels harus daftar jenjang, mis. ["SMP", "SMA"]' },
  )
  .min(1, { error: 'guru perlu minimal 1 jenjang (SD, SMP, SMA, atau SMK)' })
  .transform(sortTeacherLevels);

/** The year a teacher started teaching: a whole year 1960–2100 (an import also refuses a future year). */
const TeachingSinceSchema = z
  .number({ error: `teachingSince harus tahun mulai mengajar, mis. 2014` })
  .int({ error: `teachingSince harus tahun mulai mengajar, mis. 2014` })
  .min(TEACHING_SINCE_MIN, { error: `teachingSince paling awal ${TEACHING_SINCE_MIN}` })
  .max(TEACHING_SINCE_MAX, { error: `teachingSince paling akhir ${TEACHING_SINCE_MAX}` });

/** One teacher of an import; `slug` is the key (an import updates the teacher with that slug). */
export const TeacherImportSchema = z.strictObject(
  {
    slug: SlugSchema('slug guru'),
    name: text('nama guru', 2, 120),
    /** Absent: kept as stored; null: removed. */
    photoUrl: OptionalUrlSchema('photoUrl').nullable().optional(),
    subjects: z
      .array(
        z
          .string({ error: 'mapel guru harus matematika, fisika, atau kimia' })
          .trim()
          .toLowerCase()
          .pipe(z.enum(SUBJECT_VALUES, { error: 'mapel guru harus matematika, fisika, atau kimia' })),
        { error: 'subjects harus daftar mapel, mis. ["matematika"]' },
      )
      .min(1, { error: 'guru perlu minimal 1 mapel' })
      .transform((subjects) => [...new Set(subjects)])
      .pipe(z.array(z.string()).max(3, { error: 'guru paling banyak 3 mapel' })),
    bio: text('bio guru', 1, LIVE_CLASS_LIMITS.teacherBioMax),
    /** Absent: kept as stored (a new teacher: false). */
    verified: z.boolean({ error: 'verified harus true atau false' }).optional(),
    // Decision 093. Absent: kept as stored (a new teacher: none); null removes education and year.
    levels: LevelsSchema.optional(),
    education: text('pendidikan guru', 3, LIVE_CLASS_LIMITS.teacherEducationMax).nullable().optional(),
    teachingSince: TeachingSinceSchema.nullable().optional(),
  },
  { error: (issue) => unknownKeys(issue) ?? 'data guru harus objek JSON' },
);

export type TeacherImport = z.output<typeof TeacherImportSchema>;
export type TeacherImportInput = z.input<typeof TeacherImportSchema>;

function unknownKeys(issue: { code?: string; keys?: readonly string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' && issue.keys
    ? `kolom tidak dikenal: ${issue.keys.join(', ')}`
    : undefined;
}

const GradesSchema = z
  .array(
    z
      .number({ error: 'kelas harus angka 4 sampai 12' })
      .int({ error: 'kelas harus angka 4 sampai 12' })
      .refine((grade) => (CLASS_GRADES as readonly number[]).includes(grade), {
        error: 'kelas harus angka 4 sampai 12',
      }),
    { error: 'grades harus daftar kelas, mis. [7, 8]' },
  )
  .min(1, { error: 'grades perlu minimal 1 kelas' })
  .transform((grades) => [...new Set(grades)].sort((a, b) => a - b));

const DescriptionSchema = z
  .string({ error: 'deskripsi harus teks' })
  .trim()
  .max(LIVE_CLASS_LIMITS.descriptionMax, {
    error: `deskripsi paling panjang ${LIVE_CLASS_LIMITS.descriptionMax} karakter`,
  })
  .refine((value) => !CONTROL_CHARACTER.test(value), {
    error: 'deskripsi berisi karakter kontrol tak terlihat (mis. NUL); hapus dulu',
  });

const MaterialsSchema = z
  .array(LiveClassMaterialSchema, { error: 'materials harus daftar materi' })
  .max(LIVE_CLASS_LIMITS.materialsMax, {
    error: `materi paling banyak ${LIVE_CLASS_LIMITS.materialsMax}`,
  });

const CapacitySchema = z
  .number({ error: `capacity harus angka 1 sampai ${LIVE_CLASS_LIMITS.capacityMax}` })
  .int({ error: `capacity harus angka bulat 1 sampai ${LIVE_CLASS_LIMITS.capacityMax}` })
  .min(1, { error: `capacity harus angka 1 sampai ${LIVE_CLASS_LIMITS.capacityMax}` })
  .max(LIVE_CLASS_LIMITS.capacityMax, {
    error: `capacity harus angka 1 sampai ${LIVE_CLASS_LIMITS.capacityMax}`,
  });

/**
 * One class of an import; `externalId` is the key (an import updates the class with that id).
 * Times carry their zone; the class lasts more than zero and at most four hours.
 */
export const ClassImportSchema = z
  .strictObject(
    {
      externalId: text('externalId', 1, 120),
      kind: z.enum(LIVE_CLASS_KINDS, { error: 'kind harus regular, free, atau focus_exam' }),
      subject: z
        .string({ error: 'mapel wajib diisi' })
        .trim()
        .toLowerCase()
        .pipe(z.enum(SUBJECT_VALUES, { error: 'mapel harus matematika, fisika, atau kimia' })),
      grades: GradesSchema,
      stream: z.enum(STREAMS, { error: 'stream harus IPA, IPS, SMK, atau SD' }).nullable().optional(),
      curriculum: z
        .enum(CURRICULA, { error: `kurikulum harus salah satu dari: ${CURRICULA.join('; ')}` })
        .default(DEFAULT_CURRICULUM),
      focusExamId: z
        .string({ error: 'focusExamId harus teks' })
        .trim()
        .regex(FOCUS_EXAM_ID_PATTERN, {
          error: 'focusExamId hanya huruf kecil, angka, dan tanda - (mis. utbk-snbt)',
        })
        .nullable()
        .optional(),
      title: text('judul', 3, LIVE_CLASS_LIMITS.titleMax),
      topic: text('topik', 3, LIVE_CLASS_LIMITS.topicMax),
      // Description, materials and the recording are often added after the timetable: absent
      // in a record = kept as stored (a new class: none); given = replaced (null removes).
      description: DescriptionSchema.optional(),
      materials: MaterialsSchema.optional(),
      recordingUrl: OptionalUrlSchema('recordingUrl').nullable().optional(),
      teacher: SlugSchema('teacher (slug guru)'),
      startsAt: InstantSchema('startsAt'),
      endsAt: InstantSchema('endsAt'),
      capacity: CapacitySchema,
    },
    { error: (issue) => unknownKeys(issue) ?? 'data kelas harus objek JSON' },
  )
  .superRefine((record, context) => {
    if (record.kind === 'focus_exam' && !record.focusExamId) {
      context.addIssue({
        code: 'custom',
        path: ['focusExamId'],
        message: 'focusExamId wajib diisi untuk kelas focus_exam',
      });
    }
    if (record.kind !== 'focus_exam' && record.focusExamId) {
      context.addIssue({
        code: 'custom',
        path: ['focusExamId'],
        message: 'focusExamId hanya untuk kelas focus_exam; kosongkan untuk kelas lain',
      });
    }
    if (record.stream && Array.isArray(record.grades)) {
      const allowed = STREAM_GRADES[record.stream];
      const outside = record.grades.filter((grade) => !allowed.includes(grade));
      if (outside.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['stream'],
          message: `stream ${record.stream} hanya untuk kelas ${allowed.join(', ')} (bukan ${outside.join(', ')})`,
        });
      }
    }
    // zod runs this even when a field failed: only compare times that were read.
    const times = [record.startsAt, record.endsAt];
    const problem = times.every((time) => time instanceof Date)
      ? classTimesProblem(record.startsAt, record.endsAt)
      : undefined;
    if (problem) context.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
  });

export type ClassImport = z.output<typeof ClassImportSchema>;
export type ClassImportInput = z.input<typeof ClassImportSchema>;

/**
 * Why a class's times are refused, or undefined: the end must come after the start, at most four
 * hours later (migration 0006's `live_classes_times`).
 *
 * @example
 * classTimesProblem(new Date('2026-11-30T12:00Z'), new Date('2026-11-30T11:00Z')); // 'endsAt harus setelah startsAt'
 */
export function classTimesProblem(startsAt: Date, endsAt: Date): string | undefined {
  if (endsAt.getTime() <= startsAt.getTime()) return 'endsAt harus setelah startsAt';
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (minutes > LIVE_CLASS_LIMITS.maxDurationMinutes) {
    return `kelas paling lama ${LIVE_CLASS_LIMITS.maxDurationMinutes / 60} jam (ini ${Math.round(minutes)} menit)`;
  }
  return undefined;
}

/**
 * The admin API's change to one class (`PATCH /api/admin/live-classes/{id}`): any of its times,
 * texts, materials, recording, teacher (slug), capacity, or `cancelled` (false restores a
 * cancelled class). At least one field; the times are checked together with the stored ones.
 */
export const ClassPatchSchema = z
  .strictObject(
    {
      startsAt: InstantSchema('startsAt').optional(),
      endsAt: InstantSchema('endsAt').optional(),
      title: text('judul', 3, LIVE_CLASS_LIMITS.titleMax).optional(),
      topic: text('topik', 3, LIVE_CLASS_LIMITS.topicMax).optional(),
      description: DescriptionSchema.optional(),
      materials: MaterialsSchema.optional(),
      recordingUrl: OptionalUrlSchema('recordingUrl').nullable().optional(),
      teacher: SlugSchema('teacher (slug guru)').optional(),
      capacity: CapacitySchema.optional(),
      cancelled: z.boolean({ error: 'cancelled harus true atau false' }).optional(),
    },
    { error: (issue) => unknownKeys(issue) ?? 'perubahan kelas harus objek JSON' },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Kirim minimal satu perubahan, ya.',
  });

export type ClassPatch = z.output<typeof ClassPatchSchema>;

/** Most records one import takes (the admin body is also bounded by its size). */
export const IMPORT_MAX_TEACHERS = 500;
export const IMPORT_MAX_CLASSES = 5000;

/** The whole import as the admin API takes it: teachers (optional) and classes. */
export const ClassImportBodySchema = z.object({
  teachers: z.array(TeacherImportSchema).max(IMPORT_MAX_TEACHERS).default([]),
  classes: z.array(ClassImportSchema).max(IMPORT_MAX_CLASSES),
});

/** `field: message; field: message` of a failed record, in the order zod found them. */
export function describeImportIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
