'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { getJoinUrl } from '#site/lib/api/live-class-calls.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { useClassClock } from './class-clock.ts';
import type { JoinButtonClasses } from './join-button-classes.ts';
import { describeJoinState, JOIN_OPENED_ANNOUNCEMENT, type JoinTimes } from './join-state.ts';

export type JoinClassButtonProps = {
  classId: string;
  /** The student who joins (the join call's id2). */
  studentId: string;
  title: string;
  times: JoinTimes;
  /** When the server computed the page (ms): the first render counts from it. */
  serverNow: number;
  /** From joinButtonClasses() on the server (large for the running class). */
  classes: JoinButtonClasses;
};

/** Refusals whose reason the server words for the student (409 window, 403 entitlement, 404 gone). */
const TOLD_STATUSES = [403, 404, 409];

/** A site path answered by the demo room, or an outside URL (Jitsi Meet). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * 'Masuk kelas': disabled with a countdown until the join window opens (15 minutes before the
 * start), then enabled — announced once as "Kelas sudah bisa dimasuki". Pressing it asks the
 * server for the join URL (which records attendance) and opens it in this tab: the demo room
 * through the app's router, Jitsi Meet as a page load (decision 073). A refusal (409 before the
 * window, after the end) shows the server's Indonesian reason under the button.
 */
export function JoinClassButton({
  classId,
  studentId,
  title,
  times,
  serverNow,
  classes,
}: JoinClassButtonProps) {
  const now = useClassClock(serverNow);
  const router = useRouter();
  const { state, countdown } = describeJoinState(times, now);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const previousState = useRef(state);
  const countdownId = useId();
  const label = state === 'ended' ? 'Kelas sudah selesai' : joining ? 'Membuka kelas…' : 'Masuk kelas';
  // The visible words first, then which class (several buttons share the words on one page).
  const accessibleName = state === 'ended' ? `${label}: ${title}` : `${label.replace('…', '')} ${title}`;

  useEffect(() => {
    if (previousState.current === 'early' && state === 'open')
      setAnnouncement(`${JOIN_OPENED_ANNOUNCEMENT}: ${title}`);
    previousState.current = state;
  }, [state, title]);

  const requestJoinUrl = async (retried = false): Promise<string | null> => {
    try {
      return (await getJoinUrl({ params: { id: classId, id2: studentId } })).joinUrl;
    } catch (cause) {
      if (cause instanceof ApiCallError && cause.status === 401 && !retried) {
        // An access token refused before its stored expiry: one renewal, then the user is out.
        if (await refreshAccessToken()) return requestJoinUrl(true);
        await signOut('unauthorized');
        return null;
      }
      const told = cause instanceof ApiCallError && TOLD_STATUSES.includes(cause.status);
      if (!told) reportError(cause, { where: 'join class' });
      setError(told ? cause.message : `${GENERIC_ERROR_MESSAGE}. Coba lagi, yuk.`);
      return null;
    }
  };

  const join = async () => {
    setJoining(true);
    setError(null);
    setAnnouncement('Membuka kelas…');
    const joinUrl = await requestJoinUrl();
    if (joinUrl === null) {
      setJoining(false);
      setAnnouncement('');
      return;
    }
    // The server answers a path of this site (the demo room); the typed routes cannot know which.
    if (isSitePath(joinUrl)) void router.push(joinUrl as Parameters<typeof router.push>[0]);
    else window.location.assign(joinUrl);
  };

  // A plain <button> (not React Aria's): the page's client JS budget, and no pending-state
  // announcement outliving the page it opens. Native disabled buttons are skipped by Tab; the
  // countdown under them is plain text in reading order.
  return (
    <div className={classes.root}>
      <button
        type="button"
        className={state === 'open' ? classes.open : classes.closed}
        disabled={state !== 'open' || joining}
        aria-label={accessibleName}
        aria-describedby={countdown ? countdownId : undefined}
        onClick={() => void join()}
      >
        {label}
      </button>
      {countdown && (
        <p id={countdownId} className={classes.countdown}>
          {countdown}
        </p>
      )}
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
      <span role="status" className={classes.visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
