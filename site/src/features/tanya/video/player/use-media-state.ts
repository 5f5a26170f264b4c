import { useEffect, useState, type RefObject } from 'react';

export type MediaState = {
  paused: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  playbackRate: number;
  failed: boolean;
};

const EVENTS = [
  'play',
  'pause',
  'playing',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'error',
  'emptied',
] as const;

/**
 * The `<video>` element's state as React state, refreshed on its media events. Until metadata
 * loads (or with `preload="none"`) the duration is the one stored with the question.
 */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>, knownDuration: number) {
  const [state, setState] = useState<MediaState>({
    paused: true,
    currentTime: 0,
    duration: knownDuration,
    muted: false,
    playbackRate: 1,
    failed: false,
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () =>
      setState({
        paused: video.paused,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : knownDuration,
        muted: video.muted,
        playbackRate: video.playbackRate,
        failed: video.error !== null,
      });
    read();
    for (const name of EVENTS) video.addEventListener(name, read);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [videoRef, knownDuration]);

  /** Re-reads the element after a change that fires no event (a seek before metadata). */
  const refresh = () => {
    const video = videoRef.current;
    if (video) setState((previous) => ({ ...previous, currentTime: video.currentTime }));
  };

  return { media: state, refresh };
}
