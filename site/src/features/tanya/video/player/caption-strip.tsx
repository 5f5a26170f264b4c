import type { TranscriptCue } from '@bimbel/domain/tanya/transcript';

/** The cue playing at `seconds`, as an index into `cues` (sorted by start), or -1 between cues. */
export function findActiveCue(cues: readonly TranscriptCue[], seconds: number): number {
  return cues.findIndex((cue) => seconds >= cue.start && seconds < cue.end);
}

/**
 * The captions, under the picture instead of over it: a narrated maths slide has its working and
 * its boxed answer at the bottom, where captions usually sit, and a cue of a worked step can run
 * to five lines on a 360 px phone. Every cue is in the strip, stacked in one grid cell and hidden
 * but the one playing, so the strip is as tall as the longest cue at every width from the first
 * paint: nothing below it moves while the video plays. The `<track>` still drives the browser's
 * captions state (its own drawing is made transparent, player.styles.ts); hidden from screen
 * readers, which have the narration and the transcript.
 */
export function CaptionStrip({
  cues,
  active,
  className,
}: {
  cues: readonly TranscriptCue[];
  active: number;
  className: string;
}) {
  return (
    <div className={className} aria-hidden="true">
      {cues.map((cue, index) => (
        <p key={`${cue.start}-${index}`} data-active={index === active ? '' : undefined}>
          {cue.text}
        </p>
      ))}
    </div>
  );
}
