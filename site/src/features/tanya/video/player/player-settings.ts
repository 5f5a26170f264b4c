/** How far ← and → move the video. */
export const SEEK_STEP_SECONDS = 5;

/**
 * The start position asked for by the page address (`?t=12`, as the JSON-LD clips link it),
 * in whole seconds inside the video, or 0.
 *
 * @example
 * readStartParameter('?t=12', 35); // 12
 */
export function readStartParameter(search: string, durationSeconds: number): number {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 0;
  const seconds = Number(raw);
  return seconds < durationSeconds ? seconds : 0;
}

/** True when the browser asks sites to save data (Chromium's Data Saver / Lite mode). */
export function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
