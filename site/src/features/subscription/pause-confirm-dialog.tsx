'use client';

import { PAUSE_MAX_DAYS } from '@bimbel/domain/subscription/subscription-pause';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { Modal } from '@bimbel/ui/modal/modal';

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'disc' });
const footerClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', pt: '2' });
const errorClass = css({ color: 'danger', fontWeight: 'semibold', minH: '1.5em' });

/**
 * Asks before a pause (decision 082) and says what it does: no live classes nor Bimbel material
 * while paused (free classes can still be booked), the paid days left are kept and run again from
 * the resume — by hand from the same page, or by itself after 30 days — and it is the one pause
 * of the period (decision 079's limits). Loaded on the first press of
 * 'Jeda langganan' (React Aria's dialog stays out of the page's first load).
 */
export function PauseConfirmDialog({
  firstName,
  keptText,
  autoResumeText,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  firstName: string;
  /** 'Sisa 72 hari, sampai Sabtu, 27 Februari 2027' — what is kept. */
  keptText: string;
  /** The day the pause would end by itself ('Sabtu, 26 Desember 2026'). */
  autoResumeText: string;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`Jeda langganan ${firstName}?`}
      role="alertdialog"
      width="narrow"
      isOpen
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={bodyClass}>
        <p>Selama langganan dijeda:</p>
        <ul className={listClass}>
          <li>{`${firstName} belum bisa ikut kelas live dan membuka materi Bimbel. Kelas gratis tetap bisa dipesan.`}</li>
          <li>{`Sisa masa langganan disimpan: ${keptText}. Sisa itu berjalan lagi mulai saat langganan diaktifkan.`}</li>
          <li>{`Jeda paling lama ${PAUSE_MAX_DAYS} hari: langganan aktif lagi otomatis ${autoResumeText}, atau kapan saja lebih cepat dari halaman ini.`}</li>
          <li>Jeda hanya bisa sekali tiap masa langganan.</li>
        </ul>
        <p role="alert" className={errorClass}>
          {error}
        </p>
        {/* Plain buttons, busy by aria-disabled: a React Aria button turned pending is announced by
            its id for 7 s, and this one leaves with the dialog (decision 025's role-img-alt). */}
        <div className={footerClass}>
          <button type="button" className={button({ variant: 'secondary' })} aria-disabled={busy} onClick={() => !busy && onClose()}>
            Batal
          </button>
          <button type="button" className={button()} aria-disabled={busy} onClick={() => !busy && onConfirm()}>
            {busy ? 'Menjeda…' : 'Ya, jeda langganan'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
