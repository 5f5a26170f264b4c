import type { FreeSlot } from '@bimbel/domain/contracts/free-session-contracts';
import { JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { ReminderOptIn } from '../reminders/reminder-opt-in.tsx';
import { classLinkClass } from '../shared/class-styles.ts';
import { CalendarLink } from '../shared/calendar-link.tsx';
import { CancelBookingButton } from './cancel-booking-button.tsx';
import { FocusOnArrival } from './focus-on-arrival.tsx';
import { styles } from './slot-selection.styles.ts';

const CANCEL_CLASSES = {
  button: button({ variant: 'secondary', size: 'small' }),
  confirm: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '3',
    bg: 'surface',
    borderRadius: 'lg',
  }),
  actions: styles.actions,
  status: css({ fontSize: 'sm', minHeight: '1.5em', mt: '1' }),
  error: css({ color: 'danger' }),
};

/**
 * The student's seat in this free session: when, what, with whom; 'Tambah ke kalender' (the
 * class's .ics, with its 15-minute alarm), the WhatsApp reminder choice (the same switch as on
 * /bimbel/user), the way to the class, and 'Batalkan pesanan'. Right after booking (`arrived`)
 * it says so and takes the focus.
 */
export function BookingConfirmation({
  sessionId,
  booking,
  timeZone,
  arrived,
  remindersWhatsapp,
}: {
  sessionId: string;
  booking: FreeSlot;
  timeZone: string;
  arrived: boolean;
  remindersWhatsapp: boolean;
}) {
  const startsAt = new Date(booking.startsAt);
  return (
    <section aria-labelledby="booking-title" className={`${styles.panel} ${styles.confirmed}`}>
      {arrived && <FocusOnArrival targetId="booking-title" />}
      <h2 id="booking-title" tabIndex={-1} className={`${styles.panelTitle} ${css({ outline: 'none' })}`}>
        {arrived ? 'Kursimu sudah dipesan!' : 'Kursimu di kelas ini'}
      </h2>
      <dl className={styles.facts}>
        <dt>Hari</dt>
        <dd>{formatDateInZone(startsAt, timeZone)}</dd>
        <dt>Jam</dt>
        <dd>{formatTimeRangeInZone(startsAt, new Date(booking.endsAt), timeZone)}</dd>
        <dt>Materi</dt>
        <dd>{booking.topic}</dd>
        <dt>Pengajar</dt>
        <dd>{booking.teacher.name}</dd>
      </dl>
      <p className={styles.muted}>
        {`Kelasnya muncul di beranda belajarmu. Tombol masuk kelas terbuka ${JOIN_OPENS_MINUTES_BEFORE} menit sebelum mulai.`}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '5' })}>
        <CalendarLink calendarUrl={booking.calendarUrl} title={booking.title} />
        <a href="/bimbel/user" className={classLinkClass}>
          Lihat di beranda belajar
        </a>
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'brand.200', pt: '3' })}>
        <ReminderOptIn initialWhatsapp={remindersWhatsapp} />
      </div>
      <CancelBookingButton sessionId={sessionId} slotId={booking.id} classes={CANCEL_CLASSES} />
    </section>
  );
}
