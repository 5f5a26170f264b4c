/*
 * How timestamp buttons outside the player (transcript, key moments) reach it: the player
 * registers itself, a button asks it to seek. Plain module state, because the page has no
 * providers (docs/product §2) and both sides are separate client components of the same bundle.
 */

type Seeker = (seconds: number) => void;

let currentSeeker: Seeker | undefined;

/** The player calls this on mount; the returned function unregisters it. */
export function registerSeeker(seeker: Seeker): () => void {
  currentSeeker = seeker;
  return () => {
    if (currentSeeker === seeker) currentSeeker = undefined;
  };
}

/** Seeks the page's player to `seconds` and plays from there (no-op before it hydrates). */
export function requestSeek(seconds: number): void {
  currentSeeker?.(seconds);
}
