import { CalendarIcon } from '@bimbel/ui/live-class-card/schedule-icons';
import { classLinkClass } from './class-styles.ts';

/**
 * 'Tambah ke kalender': the class's calendar file (.ics, with a reminder 15 minutes before),
 * downloaded; a phone opens it in its calendar app.
 */
export function CalendarLink({ calendarUrl, title }: { calendarUrl: string; title: string }) {
  return (
    <a href={calendarUrl} download className={classLinkClass} aria-label={`Tambah ke kalender: ${title}`}>
      <CalendarIcon />
      Tambah ke kalender
    </a>
  );
}
