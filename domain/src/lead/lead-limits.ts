// The lead form's limits, without zod: components that only need a number (the text area's
// counter) import them from here and stay free of the validation library.

/** Name: at least 2 characters (docs/product §5, §9). */
export const NAME_MIN_LENGTH = 2;
/**
 * Name: at most 100 characters. docs/product sets no maximum; the server stores the name, so an
 * unbounded field would let one request store megabytes.
 */
export const NAME_MAX_LENGTH = 100;
/** Phone field, as typed behind the fixed +62 prefix: 8 to 13 characters (docs/product §5, §9). */
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 13;
/** Learning-difficulty answer: at most 255 characters, with a counter (docs/product §2, §5, §9). */
export const REASON_MAX_LENGTH = 255;
