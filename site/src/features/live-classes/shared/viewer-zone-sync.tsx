'use client';

import { COOKIE_PATH, VIEWER_TIME_ZONE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { formatTimeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { parseViewerTimeZone } from '@bimbel/domain/time/viewer-time-zone';
import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { readCookie } from '#site/lib/browser-storage.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Brings the page's class times to the device's own zone (docs/product §4: WIB, WITA or WIT from
 * the device). The server writes times in the zone of the `bimbel_tz` cookie, WIB without one.
 * After hydration this reads the device's zone; when it differs, it stores it in the cookie and,
 * when its clock reads differently (WITA, WIT, abroad), has the server render the page again —
 * times, day groups ('Hari ini', 'Besok') and the week all follow the device, and every later
 * visit is right from the first byte. A zone the server did not take (the cookie already says
 * it, yet the page is in another) is not retried. Renders nothing.
 */
export function ViewerZoneSync({ serverZone }: { serverZone: string }) {
  const { reload } = useRouter();
  useEffect(() => {
    const deviceZone = parseViewerTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!deviceZone || deviceZone === serverZone) return;
    if (readCookie(VIEWER_TIME_ZONE_COOKIE_NAME) === deviceZone) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${VIEWER_TIME_ZONE_COOKIE_NAME}=${encodeURIComponent(deviceZone)}; Path=${COOKIE_PATH}; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    // Another name for the same clock (Asia/Pontianak is WIB too) reads the same: no new render.
    const now = new Date();
    if (formatTimeInZone(now, deviceZone) === formatTimeInZone(now, serverZone)) return;
    if (readCookie(VIEWER_TIME_ZONE_COOKIE_NAME) === deviceZone) void reload();
  }, [serverZone, reload]);
  return null;
}
