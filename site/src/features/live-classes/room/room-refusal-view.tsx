import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { ROOM_EXIT_PATH } from './room-paths.ts';

const REFUSALS = {
  'not-entitled': {
    title: 'Kelas ini bukan untuk paketmu',
    description:
      'Kelas ini untuk murid dengan paket atau kelas lain. Kelas yang bisa kamu ikuti ada di beranda belajarmu.',
  },
  cancelled: {
    title: 'Kelas ini dibatalkan',
    description:
      'Maaf ya, kelas ini tidak jadi berlangsung. Kelas lain yang bisa kamu ikuti ada di beranda belajarmu.',
  },
} as const;

/** The room's answer when the class is not this profile's (403) or was called off. */
export function RoomRefusalView({
  reason,
  classTitle,
}: {
  reason: keyof typeof REFUSALS;
  classTitle: string;
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
      <a href={ROOM_EXIT_PATH} className={button()}>
        Kembali ke beranda belajar
      </a>
    </main>
  );
}
