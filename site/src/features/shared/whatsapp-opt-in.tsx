'use client';

import { css } from '@bimbel/styled-system/css';
import { type ReactNode, useId, useState } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';

export type WhatsappOptInProps = {
  /** The saved choice, read by the page's loader. */
  initialWhatsapp: boolean;
  label: string;
  /** Under the label, and the box's accessible description. */
  description: ReactNode;
  /** Saves the choice; answers the saved preference, or throws an ApiCallError. */
  save: (whatsapp: boolean) => Promise<{ whatsapp: boolean }>;
  onMessage: string;
  offMessage: string;
  /**
   * How the box waits for a save. `aria-disabled` keeps it focusable (a disabled control loses
   * focus, and a keyboard user is thrown back to the top of the page); the class reminder still
   * uses `disabled`, as it shipped.
   */
  lockWhileSaving: 'disabled' | 'aria-disabled';
};

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
  '&[aria-disabled="true"]': { cursor: 'wait' },
});
const labelClass = css({ fontWeight: 'semibold', cursor: 'pointer' });
const descriptionClass = css({ fontSize: 'sm', color: 'muted', overflowWrap: 'anywhere' });
const savedClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'success' });
const errorClass = css({ fontSize: 'sm', minHeight: '1.5em', mt: '1', color: 'danger' });

/**
 * A WhatsApp on/off switch that saves on tap: the box follows the tap at once and goes back,
 * with the reason under it, when the save fails. The status line is always there (empty until a
 * save), so a message appearing never moves the page.
 */
export function WhatsappOptIn({
  initialWhatsapp,
  label,
  description,
  save,
  onMessage,
  offMessage,
  lockWhileSaving,
}: WhatsappOptInProps) {
  const [whatsapp, setWhatsapp] = useState(initialWhatsapp);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();

  const change = async (next: boolean) => {
    // One save at a time: an aria-disabled box still fires its change event.
    if (saving) return;
    setWhatsapp(next);
    setSaving(true);
    setStatus(undefined);
    try {
      const saved = await save(next);
      setWhatsapp(saved.whatsapp);
      setStatus({ kind: 'saved', text: saved.whatsapp ? onMessage : offMessage });
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
          disabled={lockWhileSaving === 'disabled' ? saving : undefined}
          aria-disabled={lockWhileSaving === 'aria-disabled' ? saving : undefined}
          aria-describedby={`${id}-description`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <div>
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          <p id={`${id}-description`} className={descriptionClass}>
            {description}
          </p>
        </div>
      </div>
      <p role="status" className={status?.kind === 'error' ? errorClass : savedClass}>
        {status?.text}
      </p>
    </div>
  );
}
