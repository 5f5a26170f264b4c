'use client';

import {
  CLASS_QUESTION_LIMITS,
  countCharacters,
  normalizeQuestionText,
  questionTextProblem,
} from '@bimbel/domain/live-classes/class-question';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { askClassQuestion } from '#site/lib/api/class-qna-calls.ts';
import { runQnaCall } from './qna-call.ts';
import type { AskFormClasses } from './qna-styles.ts';

const MAX = CLASS_QUESTION_LIMITS.bodyMax;

/**
 * Screen readers hear the count only near the limit (as the ui TextArea's counter does), one text
 * per band so the region speaks when the band changes, not on every key. Past the limit the error
 * line (an alert) says it.
 */
function limitAnnouncement(length: number): string {
  const remaining = MAX - length;
  if (remaining === 0) return `Batas ${MAX} karakter tercapai`;
  if (remaining > 0 && remaining <= 20) return 'Sisa 20 karakter atau kurang';
  return '';
}

/**
 * "Tanya guru": a plain form (no React Aria: the page's client JS budget) with a live counter of
 * the characters a person counts, the limit message past 500, the server's Indonesian refusal
 * (too short, too many questions, closed) under the field, and — once sent — a page refresh that
 * shows the question rendered by the server (maths as MathML).
 */
export function AskQuestionForm({
  classId,
  studentId,
  classes,
}: {
  classId: string;
  studentId: string;
  classes: AskFormClasses;
}) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = { field: useId(), hint: useId(), counter: useId(), error: useId() };
  const length = countCharacters(normalizeQuestionText(text));
  const over = length > MAX;
  const shownError = error ?? (over ? questionTextProblem(normalizeQuestionText(text)) : undefined) ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const normalized = normalizeQuestionText(text);
    const problem = questionTextProblem(normalized);
    setSent('');
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const outcome = await runQnaCall(
      () => askClassQuestion({ params: { id: classId }, query: { studentId }, body: { body: normalized } }),
      'ask class question',
    );
    setSending(false);
    if (!outcome.ok) {
      if (outcome.message) setError(outcome.message);
      field.current?.focus();
      return;
    }
    setText('');
    setSent('Pertanyaanmu sudah terkirim dan tampil di daftar.');
    void router.reload();
  };

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={ids.field} className={classes.label}>
        Pertanyaanmu
      </label>
      <p id={ids.hint} className={classes.hint}>
        {`${CLASS_QUESTION_LIMITS.bodyMin}–${MAX} karakter. Tulis rumus di antara tanda $, misalnya $x^2 + 3x = 10$.`}
      </p>
      <textarea
        ref={field}
        id={ids.field}
        name="body"
        rows={3}
        value={text}
        className={classes.textarea}
        aria-describedby={`${ids.hint} ${ids.counter}${shownError ? ` ${ids.error}` : ''}`}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
          if (sent) setSent('');
        }}
      />
      <div className={classes.footer}>
        {shownError ? (
          // An alert when it appears: a refusal after 'Kirim', or typing past the limit.
          <p id={ids.error} role="alert" className={classes.error}>
            {shownError}
          </p>
        ) : null}
        <span id={ids.counter} className={classes.counter} data-over={over || undefined}>
          <span aria-hidden="true">{`${length}/${MAX}`}</span>
          <span className={classes.visuallyHidden}>{`${length} dari ${MAX} karakter`}</span>
        </span>
      </div>
      <span aria-live="polite" className={classes.visuallyHidden}>
        {limitAnnouncement(length)}
      </span>
      <div className={classes.actions}>
        <button type="submit" className={classes.submit} aria-disabled={sending || undefined}>
          {sending ? 'Mengirim…' : 'Kirim pertanyaan'}
        </button>
        <p role="status" className={classes.sent}>
          {sent}
        </p>
      </div>
    </form>
  );
}
