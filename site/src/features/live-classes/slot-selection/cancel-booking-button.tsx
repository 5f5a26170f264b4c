'use client';

import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { routeTo } from './route-to.ts';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { cancelSlotBooking } from '#site/lib/api/free-session-calls.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';

/**
 * 'Batalkan pesanan': asks once more (the seat goes to someone else), then gives the seat back
 * (`DELETE …/slots/{slotId}/booking`) and the page comes back with the slots to choose again
 * (`info=dibatalkan`). Focus moves to 'Tidak jadi' when asking, and back when not cancelling.
 */
export function CancelBookingButton({
  sessionId,
  slotId,
  classes,
}: {
  sessionId: string;
  slotId: string;
  classes: { button: string; confirm: string; actions: string; status: string; error: string };
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const cancel = async (retried = false): Promise<void> => {
    try {
      await cancelSlotBooking({ params: { slotId } });
      await router.push(routeTo(slotSelectionPath({ session: sessionId, info: 'dibatalkan' })));
    } catch (cause) {
      if (cause instanceof ApiCallError && cause.status === 401 && !retried) {
        if (await refreshAccessToken()) return cancel(true);
        await signOut('unauthorized');
        return;
      }
      const known = cause instanceof ApiCallError && cause.status >= 400 && cause.status < 500;
      setProblem(known ? cause.message : GENERIC_ERROR_MESSAGE);
      setWorking(false);
      setAsking(false);
      if (known) await router.reload();
    }
  };

  return (
    <div>
      {asking ? (
        <div className={classes.confirm}>
          <p>Yakin mau membatalkan? Kursimu dilepas untuk teman lain, dan kamu bisa memesan jadwal lain.</p>
          <div className={classes.actions}>
            <button
              type="button"
              className={classes.button}
              disabled={working}
              onClick={() => {
                setWorking(true);
                setProblem(null);
                void cancel();
              }}
            >
              {working ? 'Membatalkan…' : 'Ya, batalkan pesanan'}
            </button>
            <button
              ref={keep}
              type="button"
              className={classes.button}
              disabled={working}
              onClick={() => setAsking(false)}
            >
              Tidak jadi
            </button>
          </div>
        </div>
      ) : (
        <button ref={start} type="button" className={classes.button} onClick={() => setAsking(true)}>
          Batalkan pesanan
        </button>
      )}
      <p role="status" className={`${classes.status} ${problem ? classes.error : ''}`}>
        {problem ?? ''}
      </p>
    </div>
  );
}
