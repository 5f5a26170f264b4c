/** The first message of each top-level field of a failed zod parse (`{ full_name: 'Tulis…' }`). */
export function firstErrorPerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
