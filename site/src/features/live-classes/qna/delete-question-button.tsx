'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { deleteClassQuestion } from '#site/lib/api/class-qna-calls.ts';
import { QNA_LIST_HEADING_ID } from './qna-paths.ts';
import { runQnaCall } from './qna-call.ts';
import type { DeleteButtonClasses } from './qna-styles.ts';

/**
 * 'Hapus' on one's own question, with a confirmation in place (no dialog: nothing to trap, and no
 * modal code on the page): "Hapus pertanyaan ini?" with 'Batal' (focused) and 'Ya, hapus'; Escape
 * cancels. Deleted, focus goes to the list's heading and the page is refreshed without it.
 */
export function DeleteQuestionButton({
  classId,
  studentId,
  questionId,
  classes,
}: {
  classId: string;
  studentId: string;
  questionId: string;
  classes: DeleteButtonClasses;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (wasConfirming.current) trigger.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    setError(null);
    const outcome = await runQnaCall(
      () => deleteClassQuestion({ params: { id: classId, questionId }, query: { studentId } }),
      'delete class question',
    );
    setDeleting(false);
    if (!outcome.ok) {
      if (outcome.message) setError(outcome.message);
      return;
    }
    document.getElementById(QNA_LIST_HEADING_ID)?.focus();
    void router.reload();
  };

  if (!confirming) {
    return (
      <div className={classes.root}>
        <button ref={trigger} type="button" className={classes.trigger} onClick={() => setConfirming(true)}>
          Hapus
          <span className={classes.visuallyHidden}> pertanyaanku</span>
        </button>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label="Konfirmasi hapus pertanyaan"
      className={classes.confirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !deleting) setConfirming(false);
      }}
    >
      <p className={classes.question}>Hapus pertanyaan ini? Dukungan dan jawabannya ikut terhapus.</p>
      <div className={classes.actions}>
        <button ref={cancel} type="button" className={classes.cancel} onClick={() => setConfirming(false)}>
          Batal
        </button>
        <button
          type="button"
          className={classes.destroy}
          aria-disabled={deleting || undefined}
          onClick={() => void remove()}
        >
          {deleting ? 'Menghapus…' : 'Ya, hapus'}
        </button>
      </div>
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
