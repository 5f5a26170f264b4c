'use client';

import { REMINDER_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { css } from '@bimbel/styled-system/css';
import { useId, useState } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { updateReminderPreferences } from '#site/lib/api/calendar-calls.ts';

export const REMINDER_OPT_IN_LABEL = `Ingatkan aku lewat WhatsApp ${REMINDER_MINUTES_BEFORE} menit sebelum kelas`;
export const REMINDER_ON_MESSAGE = 'Sip, pengingat WhatsApp aktif.';
export const REMINDER_OFF_MESSAGE = 'Pengingat WhatsApp dimatikan.';

export type ReminderOptInProps = {
  /** The student's saved choice (`users.class_reminders_whatsapp`), read by the page's loader. */
  initialWhatsapp: boolean;
};

// The line is always there (empty until a save), so a message appearing never moves the page.
const rowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });
// A native checkbox: the ui Checkbox (React Aria) would add ~14 KB to /bimbel/user, over its
// 110 KB budget; the browser's own control has the same semantics and keyboard.
const boxClass = css({
  flexShrink: 0,
  width: '6',
  height: '6',
  mt: '0.5',
  accentColor: 'brand.700',
  cursor: 'pointer',
  _focusVisible: { focusOutline: 'default' },
  _disabled: { cursor: 'wait' },
});
const labelClass = css({ fontWeight: 'semibold', cursor: 'pointer' });
const descriptionClass = css({ fontSize: 'sm', color: 'muted' });
const savedClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'success' });
const errorClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'danger' });

/**
 * The student's WhatsApp class reminder switch (`PUT …/students/reminder-preferences`). The box
 * follows the tap at once and goes back, with the reason under it, when the save fails.
 * For a student profile only (a parent's token answers 403 with its own message).
 *
 * @example
 * <ReminderOptIn initialWhatsapp={student.classRemindersWhatsapp} />
 */
export function ReminderOptIn({ initialWhatsapp }: ReminderOptInProps) {
  const [whatsapp, setWhatsapp] = useState(initialWhatsapp);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();

  const change = async (next: boolean) => {
    setWhatsapp(next);
    setSaving(true);
    setStatus(undefined);
    try {
      const saved = await updateReminderPreferences({ body: { whatsapp: next } });
      setWhatsapp(saved.whatsapp);
      setStatus({ kind: 'saved', text: saved.whatsapp ? REMINDER_ON_MESSAGE : REMINDER_OFF_MESSAGE });
    } catch (error) {
      setWhatsapp(!next);
      const reason = error instanceof ApiCallError && error.status !== 500 ? error.message : GENERIC_ERROR_MESSAGE;
      setStatus({ kind: 'error', text: `Belum tersimpan: ${reason}` });
    } finally {
      setSaving(false);
    }
  };

  const id = useId();
  return (
    <div>
      <div className={rowClass}>
        <input
          id={id}
          type="checkbox"
          className={boxClass}
          checked={whatsapp}
          disabled={saving}
          aria-describedby={`${id}-description`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <div>
          <label htmlFor={id} className={labelClass}>
            {REMINDER_OPT_IN_LABEL}
          </label>
          <p id={`${id}-description`} className={descriptionClass}>
            Dikirim ke nomor WhatsApp yang terdaftar di akunmu.
          </p>
        </div>
      </div>
      <p role="status" className={status?.kind === 'error' ? errorClass : savedClass}>
        {status?.text}
      </p>
    </div>
  );
}
