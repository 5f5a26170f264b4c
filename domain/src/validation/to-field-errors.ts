/** What a form needs of a failed parse: each issue's message and the field it is about. */
type Issue = { readonly message: string; readonly path: readonly PropertyKey[] };

/** Messages by field name (`'email'`, `'location.city'`); `''` holds messages about the whole form. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Turns a failed zod parse into one message per field — the first, which is the one the
 * rules list first — keyed by the dotted path.
 *
 * @example
 * toFieldErrors(StudentDetailsFormSchema.safeParse(values).error?.issues ?? []);
 * // { full_name: 'Tulis minimal 2 karakter, ya.', grade: 'Pilih kelas dulu, ya' }
 */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
