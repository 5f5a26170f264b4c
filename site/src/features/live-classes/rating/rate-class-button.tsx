'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import type { RatingFormClasses } from './rating-form-classes.ts';

// The form (React Aria's star radio group, the text area) loads the first time it opens: the
// page's initial JavaScript stays as it was (decision 076; /bimbel/user's budget, decision 073).
const RatingForm = lazy(() => import('./rating-form.tsx').then((module) => ({ default: module.RatingForm })));

export type RateClassButtonProps = {
  classId: string;
  title: string;
  /** The student's rating so far (the form starts from it), or null. */
  rating: { stars: number; comment: string | null } | null;
  /** Class names from the server (no style runtime in the page's JavaScript). */
  classes: RatingFormClasses;
};

/**
 * 'Beri nilai' / 'Ubah nilai' on a finished class's card: opens the rating form under it. After a
 * save the page is rendered again, so the stars and the class's average on the card are the
 * server's; "Sip, nilaimu tersimpan" is announced once and focus returns to this button.
 */
export function RateClassButton({ classId, title, rating, classes }: RateClassButtonProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const router = useRouter();
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const label = rating ? 'Ubah nilai' : 'Beri nilai';

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={classes.root}>
      <button
        ref={toggle}
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={`${label}: ${title}`}
        onClick={() => {
          setSaved('');
          setOpen((value) => !value);
        }}
      >
        {label}
      </button>
      {open && (
        <div id={formId}>
          <Suspense fallback={<p className={classes.note}>Memuat formulir…</p>}>
            <RatingForm
              classId={classId}
              title={title}
              initial={rating}
              classes={classes}
              onCancel={close}
              onSaved={(message) => {
                setSaved(message);
                close();
                // The server's render again (stars, average), where the student is: reload() would scroll to the top.
                const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
                void router.replace(here as Parameters<typeof router.replace>[0], { scroll: false });
              }}
            />
          </Suspense>
        </div>
      )}
      <p role="status" className={classes.saved}>
        {saved}
      </p>
    </div>
  );
}
