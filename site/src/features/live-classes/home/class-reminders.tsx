import { css } from '@bimbel/styled-system/css';
import { CalendarFeedLink, type CalendarFeedUrls } from '../reminders/calendar-feed-link.tsx';
import { ReminderOptIn } from '../reminders/reminder-opt-in.tsx';

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '5', tablet: '6' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
  minW: '0',
});
const titleClass = css({ fontSize: 'lg', fontWeight: 'semibold' });
const subtitleClass = css({ fontWeight: 'semibold', mb: '1' });
const noteClass = css({ fontSize: 'sm', color: 'muted', mb: '2' });

/**
 * "Pengingat kelas" on /bimbel/user: the WhatsApp reminder 30 minutes before each class, and the
 * student's calendar feed (every class in the phone's calendar, with an alarm 15 minutes before).
 * Server-rendered with the saved choice and the feed addresses, so nothing waits for a call.
 */
export function ClassReminders({ whatsapp, feedUrls }: { whatsapp: boolean; feedUrls: CalendarFeedUrls }) {
  return (
    <section aria-labelledby="class-reminders-title" className={cardClass}>
      <h2 id="class-reminders-title" className={titleClass}>
        Pengingat kelas
      </h2>
      <ReminderOptIn initialWhatsapp={whatsapp} />
      <div>
        <h3 className={subtitleClass}>Jadwal di kalender HP-mu</h3>
        <p className={noteClass}>
          Semua kelasmu masuk ke aplikasi kalender dan ikut berubah kalau jadwal berubah. Ada
          alarm 15 menit sebelum kelas.
        </p>
        <CalendarFeedLink urls={feedUrls} />
      </div>
    </section>
  );
}
