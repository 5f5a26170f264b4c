'use client';

import { INDONESIAN_ERRORS } from '@bimbel/domain/validation/indonesian-errors';
import { toFieldErrors, type FieldErrors } from '@bimbel/domain/validation/to-field-errors';
import { useRef, useState, type RefObject } from 'react';

type Issue = { message: string; path: PropertyKey[] };
type SafeParse<Output> = (
  values: unknown,
  options: typeof INDONESIAN_ERRORS,
) => { success: true; data: Output } | { success: false; error: { issues: Issue[] } };

/**
 * A form's text values checked by a domain schema: on submit, then again on every change
 * (STACK-NOTES.md: validating on blur moved the layout and swallowed the first click). A
 * failed submit moves the focus to the first field with an error.
 *
 * @example
 * const form = useFormValues(LocationSchema.safeParse, { province: '', city: '' });
 * const location = form.submit(); // null while invalid
 */
export function useFormValues<Values extends Record<string, string>, Output>(
  parse: SafeParse<Output>,
  initial: Values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null) as RefObject<HTMLFormElement>;

  const check = (next: Values) => {
    // Messages the schema does not word itself are Indonesian too (the API uses the same map).
    const result = parse(next, INDONESIAN_ERRORS);
    setErrors(result.success ? {} : toFieldErrors(result.error.issues));
    return result;
  };

  return {
    values,
    errors,
    formRef,
    /** Changes some fields (several at once: a new school level clears its grade). */
    change(patch: Partial<Values>) {
      const next = { ...values, ...patch };
      setValues(next);
      if (submitted.current) check(next);
    },
    /** The checked output, or null (errors shown, focus on the first invalid field). */
    submit(): Output | null {
      submitted.current = true;
      const result = check(values);
      if (result.success) return result.data;
      // After React has marked the fields invalid.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return null;
    },
  };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector('[data-invalid]');
  const control = field?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([aria-hidden="true"]), button',
  );
  control?.focus();
}
