/** Dates are shown in the Asia/Jakarta time zone, in Indonesian (docs/product §1). */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';

/** BCP 47 tag for Indonesian, as Intl expects it. */
export const INDONESIAN_LOCALE = 'id-ID';

/**
 * Asia/Jakarta is UTC+07:00 all year: Indonesia has had no daylight saving time since
 * 1964, so day arithmetic can use this fixed offset.
 */
export const JAKARTA_UTC_OFFSET_MINUTES = 7 * 60;
