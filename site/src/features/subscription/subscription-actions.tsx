'use client';

import { css } from '@bimbel/styled-system/css';
import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { pauseSubscription, resumeSubscription } from '#site/lib/api/subscription-pause-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { refreshSubscriptionOrSignOut } from '#site/lib/session/session-actions.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';

const errorClass = css({ color: 'danger', fontWeight: 'semibold', width: '100%' });
const doneClass = css({ color: 'success', fontWeight: 'semibold', width: '100%' });
const loadPauseDialog = () => import('./pause-confirm-dialog.tsx');
const PauseConfirmDialog = lazy(() => loadPauseDialog().then((module) => ({ default: module.PauseConfirmDialog })));

/** The server's Indonesian reason for a refusal (409 not pausable, 404…); docs/product §8's otherwise. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) return error.message;
  reportError(error, { where: 'pause or resume subscription' });
  return GENERIC_ERROR_MESSAGE;
}

/**
 * A student's pause and resume on the manage subscription page (PAUSE_SUBSCRIPTION /
 * RESUME_SUBSCRIPTION). A pause is confirmed in a dialog that says what it does; a resume is
 * immediate. Afterwards the subscription status of the profile in use is read again (the
 * header's crown), the page re-rendered from the server, and a status line says what changed.
 */
export function SubscriptionActions({
  studentId,
  firstName,
  canPause,
  canResume,
  keptText,
  autoResumeText,
  buttonClass,
}: {
  studentId: string;
  firstName: string;
  canPause: boolean;
  canResume: boolean;
  keptText: string;
  /** When a pause made now would end by itself ('Sabtu, 26 Desember 2026'). */
  autoResumeText: string;
  /** The ui button recipe's class, computed on the server (no style runtime here). */
  buttonClass: string;
}) {
  const { reload } = useRouter();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Said in a polite status line beside the buttons (the card itself re-renders with the new state).
  const [done, setDone] = useState('');

  const afterChange = async (message: string) => {
    await refreshSubscriptionOrSignOut();
    await reload();
    setDone(message);
  };

  const pause = async () => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      await callWithRenewal(() => pauseSubscription({ params: { id: studentId } }));
      setDialogOpen(false);
      await afterChange(`Langganan ${firstName} dijeda.`);
    } catch (caught) {
      setError(reasonOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const resume = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    setDone('');
    try {
      await callWithRenewal(() => resumeSubscription({ params: { id: studentId } }));
      await afterChange(`Langganan ${firstName} aktif lagi.`);
    } catch (caught) {
      setError(reasonOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {canPause && (
        <button
          type="button"
          className={buttonClass}
          onPointerEnter={() => void loadPauseDialog()}
          onFocus={() => void loadPauseDialog()}
          onClick={() => {
            setError('');
            setDialogOpen(true);
          }}
        >
          {`Jeda langganan ${firstName}`}
        </button>
      )}
      {canResume && (
        <button type="button" className={buttonClass} aria-disabled={busy} onClick={() => void resume()}>
          {busy ? 'Mengaktifkan…' : `Aktifkan lagi langganan ${firstName}`}
        </button>
      )}
      {!dialogOpen && error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <p role="status" className={doneClass}>
        {done}
      </p>
      {dialogOpen && (
        <Suspense fallback={null}>
          <PauseConfirmDialog
            firstName={firstName}
            keptText={keptText}
            autoResumeText={autoResumeText}
            busy={busy}
            error={error}
            onConfirm={() => void pause()}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
