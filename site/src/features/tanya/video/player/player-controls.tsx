import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import type { MediaState } from './use-media-state.ts';
import type { PlayerClasses } from './player.styles.ts';
import {
  CaptionsIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from './player-icons.tsx';

export type PlayerActions = {
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  toggleMute: () => void;
  toggleCaptions: () => void;
  cycleRate: () => void;
  toggleFullscreen: () => void;
};

type PlayerControlsProps = {
  media: MediaState;
  captionsOn: boolean;
  fullscreen: boolean;
  /** False where neither the Fullscreen API nor iOS's video fullscreen exists. */
  canFullscreen: boolean;
  actions: PlayerActions;
  classes: PlayerClasses;
};

/** Speeds offered by the speed button, in the order it cycles through them. */
export const PLAYBACK_RATES = [1, 1.25, 1.5, 2, 0.75] as const;

const formatRate = (rate: number) => `${String(rate).replace('.', ',')}x`;

/** The control bar: seek bar and time, then play, mute, speed, captions and fullscreen. */
export function PlayerControls({ media, captionsOn, fullscreen, canFullscreen, actions, classes }: PlayerControlsProps) {
  const current = formatClockDuration(media.currentTime);
  const total = formatClockDuration(media.duration);
  const rate = formatRate(media.playbackRate);
  return (
    <div className={classes.controls}>
      <div className={classes.seekRow}>
        <input
          type="range"
          className={classes.seek}
          aria-label="Posisi video"
          min={0}
          max={Math.max(1, Math.round(media.duration))}
          step={1}
          value={Math.min(Math.round(media.currentTime), Math.round(media.duration))}
          aria-valuetext={`${current} dari ${total}`}
          onChange={(event) => actions.seekTo(Number(event.currentTarget.value))}
        />
        <span className={classes.time} aria-hidden="true">
          {current} / {total}
        </span>
      </div>
      <div className={classes.buttonRow}>
        <button type="button" className={classes.button} aria-label={media.paused ? 'Putar video' : 'Jeda video'} onClick={actions.togglePlay}>
          {media.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button type="button" className={classes.button} aria-label={media.muted ? 'Nyalakan suara' : 'Bisukan suara'} onClick={actions.toggleMute}>
          {media.muted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <span className={classes.spacer} />
        <button type="button" className={classes.button} aria-label={`Kecepatan putar ${rate}`} onClick={actions.cycleRate}>
          {rate}
        </button>
        <button type="button" className={classes.button} aria-label="Subtitle" aria-pressed={captionsOn} onClick={actions.toggleCaptions}>
          <CaptionsIcon />
        </button>
        {canFullscreen && (
          <button
            type="button"
            className={classes.button}
            aria-label={fullscreen ? 'Keluar dari layar penuh' : 'Layar penuh'}
            onClick={actions.toggleFullscreen}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        )}
      </div>
    </div>
  );
}
