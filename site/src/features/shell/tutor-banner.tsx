'use client';

import { Banner } from '@bimbel/ui/banner/banner';
import { lazy, Suspense, useState } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';

const TutorInfoModal = lazy(() =>
  import('./tutor-info-modal.tsx').then((module) => ({ default: module.TutorInfoModal })),
);

/** The Tutor banner; its button opens the info modal, whose code loads on the first open. */
export function TutorBanner({ onDismiss }: { onDismiss: () => void }) {
  const [isInfoOpen, setInfoOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  return (
    <>
      <Banner
        aria-label="Fitur Tutor"
        closeLabel="Tutup info fitur Tutor"
        action={{
          label: 'Lihat info',
          onPress: () => {
            setWasOpened(true);
            setInfoOpen(true);
          },
        }}
        onDismiss={onDismiss}
      >
        Fitur Tutor sudah hadir di aplikasi {SITE_INFO.brandName}!
      </Banner>
      {wasOpened ? (
        <Suspense fallback={null}>
          <TutorInfoModal isOpen={isInfoOpen} onOpenChange={setInfoOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
