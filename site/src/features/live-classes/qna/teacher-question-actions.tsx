'use client';

import {
  answerTextProblem,
  CLASS_QUESTION_LIMITS,
  countCharacters,
  normalizeQuestionText,
} from '@bimbel/domain/live-classes/class-question';
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { answerAsTeacher, hideAsTeacher } from '#site/lib/api/class-qna-calls.ts';
import { runQnaCall } from './qna-call.ts';
import type { TeacherActionsClasses } from './qna-styles.ts';

const MAX = CLASS_QUESTION_LIMITS.answerMax;

/**
 * The teacher's controls under one question (the teacher link's page): the answer (written or
 * edited, maths between $…$, up to 2000 characters), taking it back, and hiding an abusive
 * question from the class or showing it again. Each saved change refreshes the page, which shows
 * the answer as the students will (maths as MathML).
 */
export function TeacherQuestionActions({
  classId,
  questionId,
  token,
  answerText,
  hidden,
  describedBy,
  classes,
}: {
  classId: string;
  questionId: string;
  token: string;
  /** The stored answer, '' when there is none. */
  answerText: string;
  hidden: boolean;
  /** The question text's id: the buttons of many questions share their words. */
  describedBy: string;
  classes: TeacherActionsClasses;
}) {
  const router = useRouter();
  const [text, setText] = useState(answerText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const ids = { field: useId(), counter: useId(), error: useId() };
  const length = countCharacters(normalizeQuestionText(text));

  const run = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus('');
    const outcome = await runQnaCall(action, 'teacher class question');
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.message) setError(outcome.message);
      return;
    }
    setStatus(done);
    void router.reload();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalized = normalizeQuestionText(text);
    const problem = answerTextProblem(normalized);
    if (problem) {
      setError(problem);
      return;
    }
    void run(
      () => answerAsTeacher({ params: { id: classId, questionId }, body: { token, answer: normalized } }),
      'Jawaban tersimpan.',
    );
  };

  return (
    <form className={classes.form} onSubmit={save} noValidate>
      <label htmlFor={ids.field} className={classes.label}>
        {answerText ? 'Ubah jawaban' : 'Jawabanmu'}
      </label>
      <textarea
        id={ids.field}
        rows={3}
        value={text}
        className={classes.textarea}
        aria-describedby={`${ids.counter}${error ? ` ${ids.error}` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={classes.footer}>
        {error && (
          <p id={ids.error} role="alert" className={classes.error}>
            {error}
          </p>
        )}
        <span id={ids.counter} className={classes.counter} data-over={length > MAX || undefined}>
          {`${length}/${MAX}`}
        </span>
      </div>
      <div className={classes.actions}>
        <button
          type="submit"
          className={classes.primary}
          aria-disabled={busy || undefined}
          aria-describedby={describedBy}
        >
          Simpan jawaban
        </button>
        {answerText && (
          <button
            type="button"
            className={classes.secondary}
            aria-disabled={busy || undefined}
            aria-describedby={describedBy}
            onClick={() =>
              void run(
                () => answerAsTeacher({ params: { id: classId, questionId }, body: { token, answer: null } }),
                'Jawaban dihapus.',
              )
            }
          >
            Hapus jawaban
          </button>
        )}
        <button
          type="button"
          className={classes.secondary}
          aria-disabled={busy || undefined}
          aria-describedby={describedBy}
          onClick={() =>
            void run(
              () => hideAsTeacher({ params: { id: classId, questionId }, body: { token, hidden: !hidden } }),
              hidden ? 'Pertanyaan tampil lagi untuk kelas.' : 'Pertanyaan disembunyikan dari kelas.',
            )
          }
        >
          {hidden ? 'Tampilkan lagi' : 'Sembunyikan'}
        </button>
        <p role="status" className={classes.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
