import { PAUSE_MAX_DAYS, PAUSE_MIN_REMAINING_DAYS } from '@bimbel/domain/subscription/subscription-pause';
import type { PauseRefusal } from '@bimbel/domain/subscription/subscription-pause';

/* What pausing and resuming say to a family (decision 079): Indonesian, naming the student. */
export const PAUSE_MESSAGES = {
  studentNotFound: 'Murid tidak ditemukan di akunmu.',
  refusal: (reason: PauseRefusal, name: string): string => {
    switch (reason) {
      case 'not_paid':
        return `Langganan ${name} tidak sedang aktif berbayar, jadi tidak bisa dijeda.`;
      case 'already_paused':
        return `Langganan ${name} sudah pernah dijeda di masa langganan ini. Jeda hanya bisa sekali tiap masa langganan (paling lama ${PAUSE_MAX_DAYS} hari).`;
      case 'too_little_left':
        return `Sisa langganan ${name} kurang dari ${PAUSE_MIN_REMAINING_DAYS} hari, jadi tidak perlu dijeda. Manfaatkan sisa kelasnya, ya.`;
    }
  },
  notPaused: (name: string) => `Langganan ${name} tidak sedang dijeda.`,
} as const;
