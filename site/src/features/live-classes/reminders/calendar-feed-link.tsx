'use client';

import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { useEffect, useState } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { getCalendarFeedUrl } from '#site/lib/api/calendar-calls.ts';

export type CalendarFeedUrls = { webcalUrl: string; httpsUrl: string };

export type CalendarFeedLinkProps = {
  /**
   * The student's feed addresses when the page's loader has them (server side:
   * `calendarFeedUrls(config, userId)` of site/src/server/calendar/calendar-feed-urls.ts); without
   * them the component asks `GET …/students/calendar-feed` once it is on screen.
   */
  urls?: CalendarFeedUrls;
};

export const SUBSCRIBE_LABEL = 'Langganan kalender';
export const COPY_LABEL = 'Salin tautan kalender';
export const COPIED_MESSAGE = 'Tautan tersalin. Tempel di aplikasi kalendermu (Google Kalender: Tambah kalender → Dari URL).';
export const COPY_BY_HAND_MESSAGE = 'Tidak bisa menyalin otomatis. Salin tautan ini sendiri, ya:';

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const noteClass = css({ fontSize: 'sm', color: 'muted', mt: '2', minHeight: '1.5em' });
const manualClass = css({
  width: '100%',
  mt: '1',
  p: '2',
  fontSize: 'sm',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'surface',
  color: 'ink',
});

/**
 * Subscribes the phone's calendar to the student's classes: "Langganan kalender" opens the
 * `webcal://` feed in the calendar app; "Salin tautan kalender" copies the http(s) address for
 * apps that take a pasted URL — and, where copying is not allowed, shows it to copy by hand.
 *
 * @example
 * <CalendarFeedLink urls={feedUrls} />
 */
export function CalendarFeedLink({ urls: given }: CalendarFeedLinkProps) {
  const [urls, setUrls] = useState(given);
  const [problem, setProblem] = useState<string | undefined>();
  const [copy, setCopy] = useState<'copied' | 'by-hand' | undefined>();

  useEffect(() => {
    if (given) return;
    let current = true;
    getCalendarFeedUrl().then(
      (answer) => current && setUrls(answer),
      (error: unknown) => {
        if (!current) return;
        setProblem(error instanceof ApiCallError && error.status !== 500 ? error.message : GENERIC_ERROR_MESSAGE);
      },
    );
    return () => {
      current = false;
    };
  }, [given]);

  const copyUrl = async () => {
    if (!urls) return;
    try {
      await navigator.clipboard.writeText(urls.httpsUrl);
      setCopy('copied');
    } catch {
      setCopy('by-hand');
    }
  };

  if (problem) return <p className={noteClass}>{`Tautan kalender belum bisa dimuat: ${problem}`}</p>;

  return (
    <div>
      <div className={rowClass}>
        {/* A plain link: the webcal: scheme is the phone's calendar app, never the page router. */}
        <a
          href={urls?.webcalUrl}
          aria-disabled={urls ? undefined : true}
          className={button({ variant: 'secondary' })}
        >
          {SUBSCRIBE_LABEL}
        </a>
        {/* A plain button with the ui Button's look: React Aria's would cost /bimbel/user its budget. */}
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          disabled={!urls}
          onClick={() => void copyUrl()}
        >
          {COPY_LABEL}
        </button>
      </div>
      <p role="status" className={noteClass}>
        {copy === 'copied' ? COPIED_MESSAGE : copy === 'by-hand' ? COPY_BY_HAND_MESSAGE : ''}
      </p>
      {copy === 'by-hand' && urls ? (
        <input
          readOnly
          aria-label="Tautan kalender"
          value={urls.httpsUrl}
          className={manualClass}
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
        />
      ) : null}
    </div>
  );
}
