// The SmartFest and Akademi forms' limits and choices, without zod: the forms' client islands
// (a counter, a select's options) import them from here and stay free of the validation library.

/** School names: "SD Negeri 1 Sukamaju, Kab. Bandung" fits; 120 bounds what one request stores. */
export const SCHOOL_NAME_MIN_LENGTH = 3;
export const SCHOOL_NAME_MAX_LENGTH = 120;
/** City or regency as typed (the profile's location names have the same bound). */
export const CITY_NAME_MIN_LENGTH = 2;
export const CITY_NAME_MAX_LENGTH = 100;
/** The Akademi application's optional motivation: a few sentences, with a counter. */
export const MOTIVATION_MAX_LENGTH = 500;

/** Grades SmartFest takes: 4–12, as the bimbel (docs/product §2). */
export const SMARTFEST_GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The levels a teacher may teach, in school order (SD first, as people list them). */
export const TEACHING_LEVELS = ['SD', 'SMP', 'SMA'] as const;
export type TeachingLevel = (typeof TEACHING_LEVELS)[number];

/** Teaching experience in bands: a form asks a band, not an exact number of years. */
export const TEACHING_EXPERIENCE = [
  { value: 'lt1', label: 'Kurang dari 1 tahun' },
  { value: '1-3', label: '1–3 tahun' },
  { value: '3-5', label: '3–5 tahun' },
  { value: 'gt5', label: 'Lebih dari 5 tahun' },
] as const;
export type TeachingExperience = (typeof TEACHING_EXPERIENCE)[number]['value'];
