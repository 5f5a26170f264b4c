import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { ROOM_EXIT_PATH } from './room-paths.ts';

const REFUSALS = {
  'not-entitled': {
    title: 'Kelas ini bukan untuk paketmu',
    description:
      'Kelas ini untuk murid dengan paket atau kelas lain. Kelas yang bisa kamu ikuti ada di beranda belajarmu.',
  },
  'not-booked': {
    title: 'Pesan kursi dulu, ya',
    description:
      'Kelas gratis ini bisa kamu ikuti setelah memesan kursi. Pilih jadwalnya selagi kursinya masih ada.',
  },
  cancelled: {
    title: 'Kelas ini dibatalkan',
    description:
      'Maaf ya, kelas ini tidak jadi berlangsung. Kelas lain yang bisa kamu ikuti ada di beranda belajarmu.',
  },
} as const;

export type RoomRefusal = keyof typeof REFUSALS;

/** The page title of a refusal. */
export function roomRefusalTitle(reason: RoomRefusal): string {
  return REFUSALS[reason].title;
}

/**
 * The room's answer when the class is not this profile's (403), is a free session to book
 * first (403, with the way to book it), or was called off.
 */
export function RoomRefusalView({
  reason,
  classTitle,
  bookingPath,
}: {
  reason: RoomRefusal;
  classTitle: string;
  /** `not-booked`: /slot-selection with this slot preselected. */
  bookingPath?: string;
}) {
  const { title, description } = REFUSALS[reason];
  return (
    <main
      className={css({
        maxW: 'reading',
        mx: 'auto',
        px: '4',
        py: { base: '10', tablet: '16' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        textAlign: 'center',
      })}
    >
      <h1 className={css({ fontSize: { base: '2xl', tablet: '3xl' } })}>{title}</h1>
      <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{classTitle}</p>
      <p className={css({ color: 'muted' })}>{description}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' })}>
        {bookingPath && (
          <a href={bookingPath} className={button()}>
            Pilih jadwal kelas gratis
          </a>
        )}
        <a href={ROOM_EXIT_PATH} className={button(bookingPath ? { variant: 'secondary' } : undefined)}>
          Kembali ke beranda belajar
        </a>
      </div>
    </main>
  );
}
