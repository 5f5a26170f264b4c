'use client';

import { REMINDER_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { updateReminderPreferences } from '#site/lib/api/calendar-calls.ts';
import { WhatsappOptIn } from '#site/features/shared/whatsapp-opt-in.tsx';

export const REMINDER_OPT_IN_LABEL = `Ingatkan aku lewat WhatsApp ${REMINDER_MINUTES_BEFORE} menit sebelum kelas`;
export const REMINDER_ON_MESSAGE = 'Sip, pengingat WhatsApp aktif.';
export const REMINDER_OFF_MESSAGE = 'Pengingat WhatsApp dimatikan.';

export type ReminderOptInProps = {
  /** The student's saved choice (`users.class_reminders_whatsapp`), read by the page's loader. */
  initialWhatsapp: boolean;
};

const saveReminderChoice = (whatsapp: boolean) => updateReminderPreferences({ body: { whatsapp } });

/**
 * The student's WhatsApp class reminder switch (`PUT …/students/reminder-preferences`). The box
 * follows the tap at once and goes back, with the reason under it, when the save fails.
 * For a student profile only (a parent's token answers 403 with its own message).
 *
 * @example
 * <ReminderOptIn initialWhatsapp={student.classRemindersWhatsapp} />
 */
export function ReminderOptIn({ initialWhatsapp }: ReminderOptInProps) {
  return (
    <WhatsappOptIn
      initialWhatsapp={initialWhatsapp}
      label={REMINDER_OPT_IN_LABEL}
      description="Dikirim ke nomor WhatsApp yang terdaftar di akunmu."
      save={saveReminderChoice}
      onMessage={REMINDER_ON_MESSAGE}
      offMessage={REMINDER_OFF_MESSAGE}
      lockWhileSaving="disabled"
    />
  );
}
