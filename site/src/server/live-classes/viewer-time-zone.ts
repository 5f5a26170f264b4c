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
  const cookies = cookieHeader ? parse(cookieHeader, VIEWER_TIME_ZONE_COOKIE_NAME) : {};
  return parseViewerTimeZone(cookies[VIEWER_TIME_ZONE_COOKIE_NAME]) ?? JAKARTA_TIME_ZONE;
}
