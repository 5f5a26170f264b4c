import { VIEWER_TIME_ZONE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { parseViewerTimeZone } from '@bimbel/domain/time/viewer-time-zone';
import { parse } from 'hono/utils/cookie';

/**
 * The zone a page writes class times in: the one the browser reported in the `bimbel_tz` cookie
 * (checked: a zone this server knows), else Asia/Jakarta — WIB, the product's zone (decision 073).
 *
 * @example
 * readViewerTimeZone('bimbel_tz=Asia%2FMakassar'); // 'Asia/Makassar'
 */
export function readViewerTimeZone(cookieHeader: string | undefined): string {
  return readReportedTimeZone(cookieHeader) ?? JAKARTA_TIME_ZONE;
}

/**
 * The zone the browser reported in the `bimbel_tz` cookie when it is one this server knows, else
 * null (no cookie: the mobile app, or a first visit).
 *
 * @example
 * readReportedTimeZone('bimbel_tz=Asia%2FJayapura'); // 'Asia/Jayapura'
 * readReportedTimeZone(undefined); // null
 */
export function readReportedTimeZone(cookieHeader: string | undefined): string | null {
  const cookies = cookieHeader ? parse(cookieHeader, VIEWER_TIME_ZONE_COOKIE_NAME) : {};
  return parseViewerTimeZone(cookies[VIEWER_TIME_ZONE_COOKIE_NAME]) ?? null;
}
