'use client';

import { useEffect, useRef, useState } from 'react';
import { formatSavedSize, readSavedVideo, SAVED_VIDEOS_PATH } from './saved-video-entry.ts';
import type { SaveForOfflineClasses } from './save-for-offline.styles.ts';
import type { VideoPageToSave } from './save-video-page.ts';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; percent: number }
  | { kind: 'saved'; bytes: number }
  | { kind: 'removing' };

/**
 * "Simpan untuk offline" on a Tanya video page (decision 095): saves the page, its scripts and
 * styles, the video, poster and captions so the page opens and plays without a connection. The
 * saving code and the service worker's registration load on the first press — the page's first
 * download carries only this button and one read of Cache Storage (is this page saved?).
 * The button shows the progress, then 'Tersimpan' with the size, beside 'Hapus'.
 */
export function SaveForOffline({ page, classes }: { page: Omit<VideoPageToSave, 'pagePath'> & { pagePath: string }; classes: SaveForOfflineClasses }) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [note, setNote] = useState<{ text: string; error?: boolean }>({ text: '' });
  const saveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void readSavedVideo(page.id).then((saved) => {
      if (saved) setState({ kind: 'saved', bytes: saved.bytes });
    });
  }, [page.id]);

  const save = async () => {
    if (state.kind !== 'idle') return;
    setState({ kind: 'saving', percent: 0 });
    setNote({ text: 'Menyimpan video untuk ditonton tanpa internet…' });
    try {
      const { saveVideoPage } = await import('./save-video-page.ts');
      const saved = await saveVideoPage(page, (fraction) => setState({ kind: 'saving', percent: Math.round(fraction * 100) }));
      setState({ kind: 'saved', bytes: saved.bytes });
      setNote({ text: 'Tersimpan. Video ini bisa dibuka dan diputar tanpa internet.' });
    } catch (error) {
      setState({ kind: 'idle' });
      setNote({ text: error instanceof Error && error.name === 'SaveFailedError' ? error.message : 'Gagal menyimpan. Coba lagi.', error: true });
    }
  };

  const remove = async () => {
    setState({ kind: 'removing' });
    try {
      const { deleteSavedVideo } = await import('./saved-videos.ts');
      await deleteSavedVideo(page.id);
      setState({ kind: 'idle' });
      setNote({ text: 'Dihapus dari video tersimpan.' });
    } catch {
      const saved = await readSavedVideo(page.id);
      setState(saved ? { kind: 'saved', bytes: saved.bytes } : { kind: 'idle' });
      setNote({ text: 'Gagal menghapus. Coba lagi.', error: true });
    }
    saveButton.current?.focus();
  };

  const busy = state.kind === 'saving' || state.kind === 'removing';
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
          onClick={() => void save()}
        >
          {state.kind === 'saved' ? <CheckIcon /> : <DownloadIcon />}
          {label}
        </button>
        {state.kind === 'saved' && (
          <button type="button" className={classes.remove} disabled={busy} onClick={() => void remove()}>
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

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
