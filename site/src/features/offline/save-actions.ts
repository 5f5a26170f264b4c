import type { RefObject } from 'react';
import { readSavedVideo } from './saved-video-entry.ts';
import { SaveFailedError, saveVideoPage, type VideoPageToSave } from './save-video-page.ts';
import { deleteSavedVideo } from './saved-videos.ts';

/** What the save button shows. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; percent: number }
  | { kind: 'saved'; bytes: number }
  | { kind: 'removing' };

/** The line under the button (a live region): progress, outcome or an error. */
export type SaveNote = { text: string; error?: boolean };

type ButtonUpdate = {
  setState: (state: SaveState) => void;
  setNote: (note: SaveNote) => void;
  saveButton: RefObject<HTMLButtonElement | null>;
};

/** The button's 'Simpan untuk offline' (loaded on its first press with the saving code). */
export async function save(page: VideoPageToSave, { setState, setNote }: ButtonUpdate): Promise<void> {
  setState({ kind: 'saving', percent: 0 });
  setNote({ text: 'Menyimpan video untuk ditonton tanpa internet…' });
  try {
    const saved = await saveVideoPage(page, (fraction) =>
      setState({ kind: 'saving', percent: Math.round(fraction * 100) }),
    );
    setState({ kind: 'saved', bytes: saved.bytes });
    setNote({ text: 'Tersimpan. Video ini bisa dibuka dan diputar tanpa internet.' });
  } catch (error) {
    setState({ kind: 'idle' });
    setNote({
      text: error instanceof SaveFailedError ? error.message : 'Gagal menyimpan. Coba lagi.',
      error: true,
    });
  }
}

/** The button's 'Hapus': the saved copy goes, focus stays on the save button. */
export async function remove(id: string, { setState, setNote, saveButton }: ButtonUpdate): Promise<void> {
  setState({ kind: 'removing' });
  try {
    await deleteSavedVideo(id);
    setState({ kind: 'idle' });
    setNote({ text: 'Dihapus dari video tersimpan.' });
  } catch {
    const saved = await readSavedVideo(id);
    setState(saved ? { kind: 'saved', bytes: saved.bytes } : { kind: 'idle' });
    setNote({ text: 'Gagal menghapus. Coba lagi.', error: true });
  }
  saveButton.current?.focus();
}
