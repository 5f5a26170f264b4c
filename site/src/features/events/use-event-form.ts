'use client';

import { useRef, useState, type FormEvent } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';

export type FormStatus = 'idle' | 'sending' | 'done';
export type EventFormState = ReturnType<typeof useEventForm>;

const formText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const formTexts = (data: FormData, name: string) =>
  data.getAll(name).filter((value): value is string => typeof value === 'string');

/**
 * The body the server reads from the form's fields: each field's text ('' when absent), every
 * checked value of a checkbox group named in `lists`, and the `consent` box as a boolean.
 */
export const formPayload = (data: FormData, fields: readonly string[], lists: readonly string[] = []) =>
  Object.fromEntries(
    fields.map((name) => [
      name,
      name === 'consent'
        ? data.get(name) === 'on'
        : lists.includes(name)
          ? formTexts(data, name)
          : formText(data, name),
    ]),
  );
export type SubmitResult = { repeat: boolean };

/**
 * A plain form's life (decision 085): read the fields (FormData) on submit, send them, show
 * every field's message from the server's 422 and move focus to the first wrong field in page
 * order, or a form-wide message (rate limit, closed registration, no connection) — the values
 * stay in the fields whatever fails. On success the caller shows its success panel. The forms say
 * `method="post"`: a submit before the page's script runs re-renders the page instead of putting a
 * parent's number in the address (a GET form's query).
 */
export function useEventForm<Payload>({
  fields,
  toPayload,
  send,
}: {
  /** Field names in page order. */
  fields: readonly string[];
  toPayload: (data: FormData) => Payload;
  send: (payload: Payload) => Promise<SubmitResult>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<SubmitResult | null>(null);

  const focusField = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    const target = element instanceof RadioNodeList ? element[0] : element;
    if (target instanceof HTMLElement) target.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setFormError(null);
    try {
      const answer = await send(toPayload(new FormData(event.currentTarget)));
      setErrors({});
      setResult(answer);
      setStatus('done');
    } catch (failure) {
      setStatus('idle');
      const apiError = failure instanceof ApiCallError ? failure : null;
      const fieldErrors = apiError?.fields ?? (apiError?.field ? { [apiError.field]: apiError.message } : null);
      if (apiError?.status === 422 && fieldErrors) {
        setErrors(fieldErrors);
        const first = fields.find((name) => name in fieldErrors);
        if (first) requestAnimationFrame(() => focusField(first));
        return;
      }
      setErrors({});
      setFormError(apiError?.message ?? GENERIC_ERROR_MESSAGE);
    }
  };

  return { formRef, status, errors, formError, result, onSubmit };
}
