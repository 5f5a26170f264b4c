import { TANYA_VERIFIED_VIDEO_CARD_BASE_DELAY_MS } from '@bimbel/domain/constants/limits';

/** Extra delay per card, so verified highlights appear one after another. */
export const VERIFIED_CARD_STAGGER_MS = 100;

/** Cards after this many share the last delay: nobody should wait long for a highlight. */
export const VERIFIED_CARD_STAGGER_LIMIT = 8;

/**
 * When the verified highlight of the card at `index` (from 0) fades in: docs/product §9's base delay of
 * 1500 ms plus a short stagger, capped.
 *
 * @example
 * verifiedCardDelayMs(0); // 1500
 * verifiedCardDelayMs(2); // 1700
 */
export function verifiedCardDelayMs(index: number): number {
  const step = Math.min(Math.max(0, Math.floor(index)), VERIFIED_CARD_STAGGER_LIMIT);
  return TANYA_VERIFIED_VIDEO_CARD_BASE_DELAY_MS + step * VERIFIED_CARD_STAGGER_MS;
}
