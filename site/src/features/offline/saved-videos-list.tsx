'use client';

import { useEffect, useRef, useState } from 'react';
import { canSaveForOffline, formatSavedSize, type SavedVideo } from './saved-video-entry.ts';
import { deleteSavedVideo, listSavedVideos } from './saved-videos.ts';

export type SavedVideosListClasses = {
  list: string;
  item: string;
  title: string;
  meta: string;
  remove: string;
  empty: string;
  note: string;
  link: string;
};

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The Tersimpan page's list (decision 095): each saved video with its title (a link that opens it,
 * offline too), its size and when it was saved, and 'Hapus'. Read from this browser's Cache
 * Storage after hydration; the page itself is the same for everyone.
 */
export function SavedVideosList({ classes }: { classes: SavedVideosListClasses }) {
  const [videos, setVideos] = useState<SavedVideo[] | null>(null);
  const [supported, setSupported] = useState(true);
  const [note, setNote] = useState('');
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setSupported(canSaveForOffline());
    void listSavedVideos().then(setVideos, () => setVideos([]));
  }, []);

  const remove = async (video: SavedVideo) => {
    try {
      await deleteSavedVideo(video.id);
      setVideos(await listSavedVideos());
      setNote(`“${video.title}” dihapus dari video tersimpan.`);
    } catch {
      setNote('Gagal menghapus. Coba lagi.');
    }
    heading.current?.focus();
  };

  if (!supported)
    return (
      <p className={classes.empty}>
        Browser ini belum bisa menyimpan video untuk offline. Coba Chrome terbaru.
      </p>
    );
  return (
    <>
      <p ref={heading} tabIndex={-1} className={classes.note} role="status">
        {videos === null ? 'Memuat…' : note || `${videos.length} video tersimpan di perangkat ini.`}
      </p>
      {videos !== null && videos.length === 0 ? (
        <p className={classes.empty}>
          Belum ada video tersimpan. Buka video pembahasan di{' '}
          <a href="/tanya" className={classes.link}>
            Tanya
          </a>
          , lalu tekan “Simpan untuk offline”.
        </p>
      ) : (
        <ul className={classes.list}>
          {(videos ?? []).map((video) => (
            <li key={video.id} className={classes.item}>
              <a href={video.pagePath} className={classes.title}>
                {video.title}
              </a>
              <span className={classes.meta}>
                {formatSavedSize(video.bytes)} · disimpan {dateFormat.format(new Date(video.savedAt))}
              </span>
              <button
                type="button"
                className={classes.remove}
                aria-label={`Hapus ${video.title}`}
                onClick={() => void remove(video)}
              >
                Hapus
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
