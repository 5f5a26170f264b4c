/*
 * Timings and limits of docs/product §9, named. Sizes and layout live in layout.ts, image
 * settings in images.ts, error-reporting settings in error-reporting.ts, storage names
 * in storage-keys.ts. The lead-form limits (name 2, phone 8–13, reason 255, grades
 * 4–12) sit beside their schemas in lead/lead-form.ts, as house style asks.
 */

/** Seconds before a new OTP code may be requested. */
export const OTP_RESEND_SECONDS = 90;

/** How often a pending payment's status is checked. */
export const PAYMENT_STATUS_POLL_INTERVAL_MS = 30_000;

/** How often the NPS survey check runs… */
export const NPS_POLL_INTERVAL_MS = 30_000;
/** …and how long after the start it first runs (30 minutes). */
export const NPS_POLL_DELAY_MS = 1_800_000;

/** Interval after which the call-me-back modal opens by itself. */
export const CALL_ME_BACK_AUTO_OPEN_MS = 10_000;
/** Interval after which the contact-me modal opens by itself. */
export const CONTACT_ME_AUTO_OPEN_MS = 15_000;

/** "Error delay" of docs/product §9; its exact use is not shown, the name keeps docs/product's words. */
export const ERROR_DELAY_MS = 800;

/** Video player controls hide after this long without activity. */
export const VIDEO_IDLE_TIMEOUT_MS = 2_000;

/** Pixels scrolled before the floating button appears. */
export const FLOATING_BUTTON_SCROLL_THRESHOLD = 200;

/** Time spent on the site, in seconds, after which the time-spent rule triggers (15 minutes). */
export const USER_TIME_SPENT_LIMIT_SECONDS = 900;

/** Base delay of the Tanya verified-video card transition; cards stagger from it. */
export const TANYA_VERIFIED_VIDEO_CARD_BASE_DELAY_MS = 1_500;

/**
 * docs/product §9 lists a bare 15 without its purpose. ARCHITECTURE.md says live-class join links
 * open 15 minutes before a class, which is the one 15 the product is known to need; if the
 * original meant something else, rename this rather than reuse it.
 */
export const LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE = 15;

/** Toasts close by themselves after this long (they can also be closed by their icon). */
export const TOAST_DURATION_MS = 5_000;
