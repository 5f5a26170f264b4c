'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { SITE_INFO } from '#site/lib/site-info.ts';

const stepListClass = css({
  display: 'grid',
  gap: '3',
  mt: '3',
  pl: '0',
  listStyle: 'none',
  counterReset: 'step',
  '& > li': {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: '2rem 1fr',
    alignItems: 'start',
    gap: '3',
  },
  '& > li::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '8',
    height: '8',
    borderRadius: 'full',
    bg: 'brand.700',
    color: 'white',
    fontWeight: 'bold',
  },
});

const storeLinkClass = css({ color: 'brand.700', fontWeight: 'bold', textDecoration: 'underline' });

/**
 * What the Tutor feature is and how to get it (docs/product §2): it reaches users in stages, everyone
 * has it from 9 November 2025, and the app must be up to date — three steps to update it.
 */
export function TutorInfoModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Modal title="Fitur Tutor" width="narrow" isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className={css({ display: 'grid', gap: '3' })}>
          <p>
            Tutor adalah fitur baru di aplikasi {SITE_INFO.brandName}. Fitur ini dibuka bertahap, jadi belum
            semua pengguna langsung mendapatkannya.
          </p>
          <p className={css({ fontWeight: 'bold' })}>
            Mulai {SITE_INFO.tutorForEveryoneDate}, semua pengguna mendapatkan fitur Tutor.
          </p>
          <section aria-labelledby="tutor-update-steps">
            <h3 id="tutor-update-steps" className={css({ fontSize: 'md' })}>
              Supaya fitur Tutor muncul, perbarui aplikasimu:
            </h3>
            <ol className={stepListClass}>
              <li>
                <span>
                  Buka{' '}
                  <a
                    href={SITE_INFO.appStores.googlePlay}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={storeLinkClass}
                  >
                    Play Store
                  </a>{' '}
                  (Android) atau{' '}
                  <a
                    href={SITE_INFO.appStores.appStore}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={storeLinkClass}
                  >
                    App Store
                  </a>{' '}
                  (iPhone).
                </span>
              </li>
              <li>
                <span>Cari aplikasi {SITE_INFO.brandName}.</span>
              </li>
              <li>
                <span>Tekan tombol Perbarui (Update), lalu buka lagi aplikasinya.</span>
              </li>
            </ol>
          </section>
          <Button onPress={close} fullWidth>
            Oke, mengerti
          </Button>
        </div>
      )}
    </Modal>
  );
}
