/** What a key does in the player. */
export type PlayerKeyAction = 'togglePlay' | 'back' | 'forward' | 'toggleMute' | 'toggleCaptions' | 'toggleFullscreen';

/**
 * The player's keyboard map (while focus is inside it): Space or K play/pause, ← and → seek,
 * M mute, C captions, F fullscreen. Space on a focused button is left to the button (its own
 * activation already does what it says); keys with Ctrl, Alt or Meta belong to the browser.
 *
 * @example
 * toPlayerKeyAction({ key: 'k', targetIsButton: true, modified: false }); // 'togglePlay'
 */
export function toPlayerKeyAction({ key, targetIsButton, modified }: { key: string; targetIsButton: boolean; modified: boolean }): PlayerKeyAction | undefined {
  if (modified) return undefined;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
      return targetIsButton ? undefined : 'togglePlay';
    case 'k':
      return 'togglePlay';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'm':
      return 'toggleMute';
    case 'c':
      return 'toggleCaptions';
    case 'f':
      return 'toggleFullscreen';
    default:
      return undefined;
  }
}
