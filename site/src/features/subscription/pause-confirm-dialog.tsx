'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'disc' });
const footerClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', pt: '2' });
const errorClass = css({ color: 'danger', fontWeight: 'semibold', minH: '1.5em' });

/**
 * Asks before a pause (decision 082) and says what it does: no live classes nor Bimbel material
 * while paused (free classes can still be booked), the paid days left are kept and run again from
 * the resume, which can be done any time from the same page. Loaded on the first press of
 * 'Jeda langganan' (React Aria's dialog stays out of the page's first load).
 */
export function PauseConfirmDialog({
  firstName,
  keptText,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  firstName: string;
  /** 'Sisa 72 hari, sampai Sabtu, 27 Februari 2027' — what is kept. */
  keptText: string;
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
          <li>Langganan bisa diaktifkan lagi kapan saja dari halaman ini.</li>
        </ul>
        <p role="alert" className={errorClass}>
          {error}
        </p>
        <div className={footerClass}>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Batal
          </Button>
          <Button onPress={onConfirm} isLoading={busy} loadingText="Menjeda…">
            Ya, jeda langganan
          </Button>
        </div>
      </div>
    </Modal>
  );
}
