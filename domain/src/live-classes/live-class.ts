import { z } from 'zod';

/**
 * What a live class is (decision 069):
 * - `regular`: the programme classes PAID and TRIAL students of the class's grades follow;
 * - `free`: sessions every student of the grades may join (the free trial classes);
 * - `focus_exam`: the UTBK-SNBT focus exam programme (docs/product §7 `focusExamIds`).
 */
export const LIVE_CLASS_KINDS = ['regular', 'free', 'focus_exam'] as const;
export type LiveClassKind = (typeof LIVE_CLASS_KINDS)[number];
export const LiveClassKindSchema = z.enum(LIVE_CLASS_KINDS);

/** A focus exam id (`utbk-snbt`): lower-case letters, digits and dashes, at most 40. */
export const FOCUS_EXAM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Where a class happens relative to now: before its start, between start and end, after. */
export const LIVE_CLASS_PHASES = ['upcoming', 'ongoing', 'past'] as const;
export type LiveClassPhase = (typeof LIVE_CLASS_PHASES)[number];
export const LiveClassPhaseSchema = z.enum(LIVE_CLASS_PHASES);

export const MATERIAL_KINDS = ['slides', 'pdf'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** Display names of material kinds. */
export const MATERIAL_KIND_LABELS: Record<MaterialKind, string> = { slides: 'Slide', pdf: 'PDF' };

/** An https address, or a path of this site (demo materials are served by the site itself). */
export const MaterialUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'Alamat materi paling panjang 500 karakter, ya.' })
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    error: 'Alamat materi harus diawali https:// atau / , ya.',
  });

/** One material of a class: slides or a PDF, with a title. */
export const LiveClassMaterialSchema = z.object({
  kind: z.enum(MATERIAL_KINDS, { error: 'Jenis materi harus slides atau pdf.' }),
  title: z.string().trim().min(2, { error: 'Judul materi minimal 2 karakter, ya.' }).max(120),
  url: MaterialUrlSchema,
});
export type LiveClassMaterial = z.infer<typeof LiveClassMaterialSchema>;

/** Lengths and limits the database also checks (migration 0006). */
export const LIVE_CLASS_LIMITS = {
  titleMax: 120,
  topicMax: 160,
  descriptionMax: 1000,
  materialsMax: 10,
  capacityMax: 5000,
  /** A class lasts at most this long. */
  maxDurationMinutes: 240,
  teacherBioMax: 600,
  /** "S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta" (migration 0018). */
  teacherEducationMax: 200,
} as const;
