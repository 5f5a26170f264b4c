import { buildEndpointPath } from '@bimbel/domain/contracts/endpoint';
import { STUDENT_CALENDAR_FEED } from '@bimbel/domain/contracts/endpoints';
import type { Config } from '../config/config.ts';
import { calendarFeedFile } from './calendar-feed-token.ts';

/**
 * A student's feed addresses, on the main API's host (API_URL, else this site's PUBLIC_ORIGIN):
 * `webcal://…/<token>.ics` for the calendar app and the same over http(s). The calendar-feed
 * call answers these; a page loader may compute them directly for `<CalendarFeedLink urls />`.
 */
export function calendarFeedUrls(
  config: Pick<Config, 'hosts' | 'publicOrigin' | 'authSecret'>,
  userId: string,
): { webcalUrl: string; httpsUrl: string } {
  const base = config.hosts.apiUrl ?? config.publicOrigin;
  const httpsUrl = `${base}${buildEndpointPath(STUDENT_CALENDAR_FEED, { file: calendarFeedFile(userId, config.authSecret) })}`;
  return { webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:'), httpsUrl };
}
