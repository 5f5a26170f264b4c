'use client';

import { toPageName } from '@bimbel/domain/routes/page-name';
import { Button } from '@bimbel/ui/button/button';
import type { ReactNode } from 'react';
import { openLeadModal } from '#site/lib/lead-modal-request.ts';
import { openProfileDialog, type ProfileDialog } from '#site/lib/session/profile-dialogs.ts';

/** A button on a server-rendered page that opens 'Profilku' or the profile picker. */
export function ProfileDialogButton({ dialog, children }: { dialog: ProfileDialog; children: ReactNode }) {
  return (
    <Button variant="secondary" size="small" onPress={() => openProfileDialog(dialog)}>
      {children}
    </Button>
  );
}

/**
 * Opens the lead form (callback request) for questions about packages; the lead's source is
 * the page's docs/product name, e.g. 'Live Classes User Home Page'.
 */
export function AskAboutPackagesButton({ pathname }: { pathname: string }) {
  return (
    <Button
      variant="secondary"
      onPress={() => openLeadModal({ source: toPageName(pathname), submitLabel: 'Oke, minta info paket' })}
    >
      Tanya soal paket
    </Button>
  );
}
