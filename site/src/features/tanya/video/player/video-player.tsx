'use client';

import type { TranscriptCue } from '@bimbel/domain/tanya/transcript';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { focusArrivedPage } from '#site/features/tanya/navigation/arrival-focus.ts';
import { recordTanyaView } from '#site/lib/api/tanya-view-calls.ts';
import { CaptionStrip, findActiveCue } from './caption-strip.tsx';
import { attachVideoSource, type DetachSource, type VideoSourceType } from './attach-video-source.ts';
import { PLAYBACK_RATES, PlayerControls, type PlayerActions } from './player-controls.tsx';
import type { PlayerClasses } from './player.styles.ts';
import { PlayIcon } from './player-icons.tsx';
import { readStartParameter, saveDataRequested, SEEK_STEP_SECONDS } from './player-settings.ts';
import { toPlayerKeyAction } from './player-keys.ts';
import { registerSeeker } from './seek-bus.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useIdleControls } from './use-idle-controls.ts';
import { useMediaState } from './use-media-state.ts';

export type VideoPlayerProps = {
  src: string;
  type: VideoSourceType;
  poster?: string;
  captionsSrc: string;
  /** Stored duration: shown before metadata loads. */
  durationSeconds: number;
  /** Names the player: 'Video pembahasan: …'. */
  label: string;
  classes: PlayerClasses;
  /** The question whose video this is: its first play is recorded for a logged-in student (decision 078). */
  viewQuestionId?: string;
  /** The captions' cues (the cleaned transcript the WebVTT track is made from), for the caption strip. */
  cues: readonly TranscriptCue[];
  /** The video's own size in pixels, when the data knows it; otherwise 16:9 until the file says. */
  width?: number;
  height?: number;
};

/** The picture's shape before anything is known: the Tanya pipeline renders 16:9. */
const DEFAULT_ASPECT = { width: 16, height: 9 };

/** A ratio changes the box only when it differs by more than this (426×240 is 16:9 for the eye). */
const ASPECT_TOLERANCE = 0.01;

/**
 * The Tanya video player (issue 6): a native `<video>` with custom controls — keyboard (Space/K,
 * ←/→ 5 s, M, C, F), captions from the transcript, speed, fullscreen — that hide after 2000 ms
 * idle while playing. No autoplay; `preload="none"` until the browser says whether it saves
 * data. Server-rendered with the native controls, which stay until this hydrates, so a slow
 * phone can play before the script arrives (docs/decisions/056-video-player-custom-controls.md).
 */
export function VideoPlayer({
  src,
  type,
  poster,
  captionsSrc,
  durationSeconds,
  label,
  classes,
  viewQuestionId,
  cues,
  width,
  height,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = useRef<{ ready?: Promise<void>; detach?: DetachSource; startAt: number }>({ startAt: 0 });
  const { media, refresh } = useMediaState(videoRef, durationSeconds);
  // A control with a keyboard focus ring keeps the controls on screen (WCAG 2.4.7, focus visible).
  const { visible, wake } = useIdleControls(
    !media.paused,
    () => rootRef.current?.querySelector(':focus-visible') != null,
  );
  const [enhanced, setEnhanced] = useState(false);
  const [preload, setPreload] = useState<'none' | 'metadata'>('none');
  const [captionsOn, setCaptionsOn] = useState(true);
  const fullscreen = useFullscreen(rootRef, videoRef);
  const [sourceFailed, setSourceFailed] = useState(false);
  const [hasPlayed, setHasPlayed] = useState(false);
  // The picture's own width and height: from the data, then from the file once its metadata is in,
  // so the box has the video's shape — no stretching, no bars.
  const [aspect, setAspect] = useState(width && height ? { width, height } : DEFAULT_ASPECT);

  const video = () => videoRef.current!;
  const ensureSource = () =>
    (source.current.ready ??= attachVideoSource(video(), src, type, {
      startAt: source.current.startAt,
      onError: () => setSourceFailed(true),
    }).then((detach) => {
      source.current.detach = detach;
    }));

  const play = async () => {
    await ensureSource();
    // A rejected play() (interrupted by a pause, or blocked) leaves the element paused, which
    // the controls already show.
    await video()
      .play()
      .catch(() => {});
  };
  const seekTo = (seconds: number) => {
    const target = Math.min(Math.max(seconds, 0), media.duration);
    source.current.startAt = target;
    video().currentTime = target;
    refresh();
  };
  const actions: PlayerActions = {
    togglePlay: () => (video().paused ? void play() : video().pause()),
    seekTo,
    toggleMute: () => {
      video().muted = !video().muted;
    },
    toggleCaptions: () => {
      const track = video().textTracks[0];
      const next = !captionsOn;
      if (track) track.mode = next ? 'showing' : 'hidden';
      setCaptionsOn(next);
    },
    cycleRate: () => {
      const index = PLAYBACK_RATES.indexOf(video().playbackRate as (typeof PLAYBACK_RATES)[number]);
      video().playbackRate = PLAYBACK_RATES[(index + 1) % PLAYBACK_RATES.length]!;
    },
    toggleFullscreen: fullscreen.toggle,
  };
  // The seeker registered below always calls the newest closures.
  const latest = useRef({ seekTo, play });
  latest.current = { seekTo, play };

  useEffect(() => {
    const element = video();
    setEnhanced(true);
    // Reached by a client-side route change from a list page: start at the question.
    focusArrivedPage();
    setPreload(saveDataRequested() ? 'none' : 'metadata');
    const startAt = readStartParameter(window.location.search, durationSeconds);
    if (startAt > 0) latest.current.seekTo(startAt);
    // MP4 and native HLS get their source now; hls.js waits for the first play.
    if (type === 'mp4' || element.canPlayType('application/vnd.apple.mpegurl') !== '') void ensureSource();
    // The weekly report lists the videos a student watched: the first play of this page tells the
    // server, once (nothing is sent without a student's session).
    const recordView = () => {
      if (viewQuestionId) void recordTanyaView(viewQuestionId);
    };
    element.addEventListener('play', recordView, { once: true });
    const markPlayed = () => setHasPlayed(true);
    element.addEventListener('play', markPlayed, { once: true });
    const readShape = () => {
      const { videoWidth, videoHeight } = element;
      if (!videoWidth || !videoHeight) return;
      setAspect((current) =>
        Math.abs(videoWidth / videoHeight / (current.width / current.height) - 1) > ASPECT_TOLERANCE
          ? { width: videoWidth, height: videoHeight }
          : current,
      );
    };
    element.addEventListener('loadedmetadata', readShape);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) readShape();
    const unregister = registerSeeker((seconds) => {
      latest.current.seekTo(seconds);
      void latest.current.play();
      const box = rootRef.current!.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight)
        rootRef.current!.scrollIntoView({ block: 'nearest' });
    });
    return () => {
      element.removeEventListener('play', recordView);
      element.removeEventListener('play', markPlayed);
      element.removeEventListener('loadedmetadata', readShape);
      unregister();
      source.current.detach?.();
    };
    // Mount only: the source and the page's ?t= are read once.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    const action = toPlayerKeyAction({
      key: event.key,
      targetIsButton: (event.target as HTMLElement).tagName === 'BUTTON',
      modified: event.altKey || event.ctrlKey || event.metaKey,
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'back' || action === 'forward')
      seekTo(video().currentTime + (action === 'back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
    else actions[action]();
  };

  const failed = media.failed || sourceFailed;
  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={label}
      className={classes.root}
      style={{ '--video-aspect': `${aspect.width} / ${aspect.height}` } as CSSProperties}
      data-enhanced={enhanced ? '' : undefined}
      data-paused={enhanced && media.paused ? '' : undefined}
      data-poster={enhanced && !hasPlayed ? '' : undefined}
      data-controls-hidden={enhanced && !visible ? '' : undefined}
      data-controls-visible={enhanced && visible ? '' : undefined}
      onKeyDown={enhanced ? onKeyDown : undefined}
      onPointerMove={wake}
      onFocus={wake}
      onBlur={wake}
    >
      <div className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.video}
          src={type === 'mp4' ? src : undefined}
          poster={poster}
          width={aspect.width}
          height={aspect.height}
          preload={preload}
          playsInline
          controls={!enhanced}
          onClick={(event) => {
            if (!enhanced) return;
            // A tap on hidden controls first shows them; a click or a tap on shown ones plays or pauses.
            if (
              !visible &&
              event.nativeEvent instanceof PointerEvent &&
              event.nativeEvent.pointerType !== 'mouse'
            )
              wake();
            else actions.togglePlay();
          }}
        >
          <track kind="captions" srcLang="id" label="Indonesia" src={captionsSrc} default />
        </video>
        {enhanced && !failed && (
          <span className={classes.bigPlay} aria-hidden="true">
            <PlayIcon />
          </span>
        )}
        {failed && (
          <div className={classes.error} role="alert">
            <p>Videonya belum bisa diputar. Periksa koneksi internetmu, lalu coba lagi.</p>
            <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
              Coba lagi
            </button>
          </div>
        )}
      </div>
      {captionsOn && (
        <CaptionStrip
          cues={cues}
          active={findActiveCue(cues, media.currentTime)}
          className={classes.captions}
        />
      )}
      {enhanced ? (
        <PlayerControls
          media={media}
          captionsOn={captionsOn}
          fullscreen={fullscreen.active}
          canFullscreen={fullscreen.supported}
          actions={actions}
          classes={classes}
        />
      ) : (
        // The bar's place, kept from the first paint (the native controls work until this hydrates).
        <div className={classes.controls} />
      )}
    </div>
  );
}
