'use client';

import { useEffect, useRef, useState } from 'react';
import { formatSavedSize, readSavedVideo, SAVED_VIDEOS_PATH } from './saved-video-entry.ts';
import type { SaveForOfflineClasses } from './save-for-offline.styles.ts';
import type { SaveState, SaveNote } from './save-actions.ts';
import type { VideoPageToSave } from './save-video-page.ts';

/**
 * "Simpan untuk offline" on a Tanya video page (decision 095): saves the page, its scripts and
 * styles, the video, poster and captions so the page opens and plays without a connection. The
 * saving and deleting code (save-actions.ts) and the service worker's registration load on the
 * first press — the page's first download carries only this button and one read of Cache Storage
 * (is this page saved?). The button shows the progress, then 'Tersimpan' with the size, beside
 * 'Hapus'.
 */
export function SaveForOffline({ page, classes }: { page: VideoPageToSave; classes: SaveForOfflineClasses }) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [note, setNote] = useState<SaveNote>({ text: '' });
  const saveButton = useRef<HTMLButtonElement>(null);
  const update = { setState, setNote, saveButton };

  useEffect(() => {
    void readSavedVideo(page.id).then((saved) => saved && setState({ kind: 'saved', bytes: saved.bytes }));
  }, [page.id]);

  let label = 'Simpan untuk offline';
  if (state.kind === 'saving') label = `Menyimpan… ${state.percent} %`;
  if (state.kind === 'saved') label = `Tersimpan (${formatSavedSize(state.bytes)})`;
  if (state.kind === 'removing') label = 'Menghapus…';
  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <button
          ref={saveButton}
          type="button"
          className={classes.save}
          aria-disabled={state.kind !== 'idle' ? 'true' : undefined}
          data-saved={state.kind === 'saved' ? '' : undefined}
          onClick={() =>
            state.kind === 'idle' &&
            void import('./save-actions.ts').then((actions) => actions.save(page, update))
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={state.kind === 'saved' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 4v11M7 10l5 5 5-5M5 20h14'} />
          </svg>
          {label}
        </button>
        {state.kind === 'saved' && (
          <button
            type="button"
            className={classes.remove}
            onClick={() =>
              void import('./save-actions.ts').then((actions) => actions.remove(page.id, update))
            }
          >
            Hapus
          </button>
        )}
        <a href={SAVED_VIDEOS_PATH} className={classes.link}>
          Video tersimpan
        </a>
      </div>
      <p className={classes.note} role="status" data-tone={note.error ? 'error' : undefined}>
        {note.text}
      </p>
    </div>
  );
}
