import type Hls from 'hls.js';

/** A video's source as stored: MP4, or an HLS playlist (.m3u8). */
export type VideoSourceType = 'mp4' | 'hls';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Releases what `attachVideoSource` set up (the hls.js instance, if one was made). */
export type DetachSource = () => void;

/**
 * Gives the `<video>` its source. MP4, and HLS where the browser plays it natively (Safari,
 * iOS, Android Chrome), go straight to `src`. Elsewhere (desktop Chromium, Firefox) hls.js is
 * imported now — never on MP4 pages nor at page load (docs/decisions/058-hls-loading.md) — and feeds the
 * element through Media Source Extensions. Fatal hls.js errors reach `onError`.
 *
 * @example
 * const detach = await attachVideoSource(video, '/media/tanya/hls/a/index.m3u8', 'hls', { startAt: 12, onError });
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  src: string,
  type: VideoSourceType,
  { startAt, onError }: { startAt: number; onError: () => void },
): Promise<DetachSource> {
  if (type === 'mp4' || video.canPlayType(HLS_MIME) !== '') {
    if (video.getAttribute('src') !== src) video.src = src;
    return () => {};
  }
  const { default: HlsPlayer } = await import('hls.js/light');
  if (!HlsPlayer.isSupported()) {
    // No MSE either (very old browsers): let the element try, and report its error.
    video.src = src;
    return () => {};
  }
  const hls: Hls = new HlsPlayer({ startPosition: startAt > 0 ? startAt : -1, capLevelToPlayerSize: true });
  hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
    if (data.fatal) onError();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => hls.destroy();
}
