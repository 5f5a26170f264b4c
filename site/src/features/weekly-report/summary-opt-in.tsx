'use client';

import { css } from '@bimbel/styled-system/css';
import { useId, useState } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { updateWeeklyReportPreferences } from '#site/lib/api/weekly-report-calls.ts';

export const SUMMARY_OPT_IN_LABEL = 'Kirim ringkasan mingguan ke WhatsApp';
export const SUMMARY_ON_MESSAGE = 'Sip, ringkasan akan dikirim setiap Minggu pukul 19.00 WIB.';
export const SUMMARY_OFF_MESSAGE = 'Ringkasan mingguan lewat WhatsApp dimatikan.';

const rowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });
// A native checkbox, like the class reminder's: the browser's control has the semantics and the
// keyboard, and the page ships no React Aria for it.
const boxClass = css({
  flexShrink: 0,
  width: '6',
  height: '6',
  mt: '0.5',
  accentColor: 'brand.700',
  cursor: 'pointer',
  _focusVisible: { focusOutline: 'default' },
  '&[aria-disabled="true"]': { cursor: 'wait' },
});
const labelClass = css({ fontWeight: 'semibold', cursor: 'pointer' });
const descriptionClass = css({ fontSize: 'sm', color: 'muted', overflowWrap: 'anywhere' });
const phoneClass = css({ whiteSpace: 'nowrap' });
const savedClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'success' });
const errorClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'danger' });

/**
 * The parent's weekly WhatsApp summary switch (`PUT …/parents/weekly-report-preferences`): follows
 * the tap at once and goes back, with the reason under it, when the save fails. The status line
 * is always there (empty until a save), so a message appearing never moves the page.
 */
export function SummaryOptIn({ initialWhatsapp, phone }: { initialWhatsapp: boolean; phone: string }) {
  const [whatsapp, setWhatsapp] = useState(initialWhatsapp);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();

  const change = async (next: boolean) => {
    // One save at a time. The box stays enabled meanwhile (aria-disabled): a disabled control
    // loses focus, and a keyboard user would be thrown back to the top of the page.
    if (saving) return;
    setWhatsapp(next);
    setSaving(true);
    setStatus(undefined);
    try {
      const saved = await updateWeeklyReportPreferences({ body: { whatsapp: next } });
      setWhatsapp(saved.whatsapp);
      setStatus({ kind: 'saved', text: saved.whatsapp ? SUMMARY_ON_MESSAGE : SUMMARY_OFF_MESSAGE });
    } catch (error) {
      setWhatsapp(!next);
      const reason =
        error instanceof ApiCallError && error.status !== 500 ? error.message : GENERIC_ERROR_MESSAGE;
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
          aria-disabled={saving}
          aria-describedby={`${id}-description`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <div>
          <label htmlFor={id} className={labelClass}>
            {SUMMARY_OPT_IN_LABEL}
          </label>
          <p id={`${id}-description`} className={descriptionClass}>
            Setiap Minggu pukul 19.00 WIB ke <span className={phoneClass}>{phone}</span>: kelas, rating,
            pertanyaan, dan video Tanya tiap anak minggu itu.
          </p>
        </div>
      </div>
      <p role="status" className={status?.kind === 'error' ? errorClass : savedClass}>
        {status?.text}
      </p>
    </div>
  );
}
