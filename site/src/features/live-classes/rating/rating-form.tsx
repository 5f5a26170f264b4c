'use client';

import {
  isValidStars,
  normalizeRatingComment,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  ratingCommentProblem,
} from '@bimbel/domain/live-classes/class-rating';
import { StarRating } from '@bimbel/ui/star-rating/star-rating';
import { TextArea } from '@bimbel/ui/text-area/text-area';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { rateClass } from '#site/lib/api/rating-calls.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import type { RatingFormClasses } from './rating-form-classes.ts';

export type RatingFormProps = {
  classId: string;
  title: string;
  initial: { stars: number; comment: string | null } | null;
  classes: RatingFormClasses;
  onCancel: () => void;
  /** After the server stored the rating, with the words to announce. */
  onSaved: (message: string) => void;
};

/** Refusals the server words for the student: not joined, not entitled, not ended, closed, bad input, too many. */
const TOLD_STATUSES = [403, 404, 409, 422, 429];

/**
 * The rating form of a finished class (decision 076): one to five stars (the ui StarRating, a
 * radio group: arrows change the stars, Tab leaves it), an optional comment of at most 500
 * characters, 'Simpan nilai' and 'Batal' (Escape cancels too). Loaded lazily by RateClassButton;
 * focus lands on the stars when it opens.
 */
export function RatingForm({ classId, title, initial, classes, onCancel, onSaved }: RatingFormProps) {
  const [stars, setStars] = useState<number | null>(initial?.stars ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: 'stars' | 'comment' | null; text: string } | null>(null);
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const radios = root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, []);

  const send = async (retried = false): Promise<void> => {
    try {
      await rateClass({
        params: { id: classId },
        body: { stars: stars ?? 0, comment: normalizeRatingComment(comment) },
      });
      onSaved(RATING_MESSAGES.saved);
    } catch (cause) {
      if (cause instanceof ApiCallError && cause.status === 401 && !retried) {
        if (await refreshAccessToken()) return send(true);
        await signOut('unauthorized');
        return;
      }
      const told = cause instanceof ApiCallError && TOLD_STATUSES.includes(cause.status);
      if (!told) reportError(cause, { where: 'rate class' });
      const field = told && (cause.field === 'stars' || cause.field === 'comment') ? cause.field : null;
      setError({ field, text: told ? cause.message : `${GENERIC_ERROR_MESSAGE}. Coba lagi, yuk.` });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!isValidStars(stars)) {
      setError({ field: 'stars', text: RATING_MESSAGES.stars });
      return;
    }
    const problem = ratingCommentProblem(normalizeRatingComment(comment));
    if (problem) {
      setError({ field: 'comment', text: problem });
      return;
    }
    setSaving(true);
    setError(null);
    await send();
    setSaving(false);
  };

  return (
    <form
      ref={root}
      className={classes.form}
      aria-label={`Nilai kelas ${title}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <StarRating
        label="Gimana kelasnya? Pilih 1 sampai 5 bintang."
        value={stars}
        onChange={(value) => {
          setStars(value);
          if (error?.field === 'stars') setError(null);
        }}
        isRequired
      />
      {error?.field === 'stars' && (
        <p role="alert" className={classes.error}>
          {error.text}
        </p>
      )}
      <TextArea
        label="Komentar (boleh dikosongkan)"
        description="Untuk tim akademik kami, supaya kelasnya makin baik. Tidak ditampilkan ke orang lain."
        value={comment}
        onChange={setComment}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        rows={3}
        errorMessage={error?.field === 'comment' ? error.text : undefined}
      />
      {error && error.field === null && (
        <p role="alert" className={classes.error}>
          {error.text}
        </p>
      )}
      <div className={classes.actions}>
        <button type="submit" className={classes.submit} disabled={saving}>
          {saving ? 'Menyimpan…' : 'Simpan nilai'}
        </button>
        <button type="button" className={classes.cancel} onClick={onCancel} disabled={saving}>
          Batal
        </button>
      </div>
    </form>
  );
}
