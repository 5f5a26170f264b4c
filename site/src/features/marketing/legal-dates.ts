/**
 * The day the current privacy policy and terms took effect, written the Indonesian way.
 * Change it with any change of their text (the policy promises the date follows changes).
 */
export const LEGAL_TEXTS_EFFECTIVE_DATE = '22 November 2026';
