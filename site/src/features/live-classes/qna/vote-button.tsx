'use client';

import { useId, useState } from 'react';
import { unvoteClassQuestion, voteClassQuestion } from '#site/lib/api/class-qna-calls.ts';
import { runQnaCall } from './qna-call.ts';
import type { VoteButtonClasses } from './qna-styles.ts';

type Votes = { votes: number; voted: boolean };

/**
 * 'Dukung': a toggle button (aria-pressed) that upvotes a classmate's question once and, pressed
 * again, takes the vote back. The count changes at once and is then set to the server's; the list
 * keeps its order until the next visit or refresh, so the question does not jump away from under
 * the finger (decision 075). A refusal shows the server's reason and restores the count.
 */
export function VoteButton({
  classId,
  studentId,
  questionId,
  initial,
  describedBy,
  classes,
}: {
  classId: string;
  studentId: string;
  questionId: string;
  initial: Votes;
  /** The question text's id: read as the button's description. */
  describedBy: string;
  classes: VoteButtonClasses;
}) {
  const [state, setState] = useState<Votes>(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const toggle = async () => {
    if (pending) return;
    const before = state;
    const voting = !before.voted;
    setState({ voted: voting, votes: Math.max(0, before.votes + (voting ? 1 : -1)) });
    setPending(true);
    setError(null);
    const request = { params: { id: classId, questionId }, query: { studentId } };
    const outcome = await runQnaCall(
      () => (voting ? voteClassQuestion(request) : unvoteClassQuestion(request)),
      voting ? 'vote class question' : 'unvote class question',
    );
    setPending(false);
    if (outcome.ok) {
      setState({ votes: outcome.value.votes, voted: outcome.value.votedByMe });
      return;
    }
    setState(before);
    if (outcome.message) setError(outcome.message);
  };

  return (
    <div className={classes.root}>
      <button
        type="button"
        className={classes.button}
        aria-pressed={state.voted}
        aria-disabled={pending || undefined}
        aria-describedby={error ? `${describedBy} ${errorId}` : describedBy}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 2.5 14 10H10v3.5H6V10H2z" fill="currentColor" />
        </svg>
        {'Dukung '}
        <span className={classes.count}>{state.votes}</span>
        <span className={classes.visuallyHidden}> dukungan</span>
      </button>
      {error && (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
