'use client';

import type { ReactNode } from 'react';
import { openLeadModal } from '#site/lib/lead-modal-request.ts';
import { openProfileDialog, type ProfileDialog } from '#site/lib/session/profile-dialogs.ts';

/*
 * Plain <button>s styled with the ui button recipe, its class computed by the server component that
 * renders them: the user home then loads neither React Aria's button nor the style runtime for
 * them (its client JS budget, decision 073). A native button already does what these need — press
 * with mouse, touch, Enter and Space, focus ring through :focus-visible.
 */

/** A button on a server-rendered page that opens 'Profilku' or the profile picker. */
export function ProfileDialogButton({
  dialog,
  className,
  children,
}: {
  dialog: ProfileDialog;
  /** `button({ variant: 'secondary', size: 'small' })`, computed on the server. */
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => openProfileDialog(dialog)}>
      {children}
    </button>
  );
}

/**
 * Opens the lead form (callback request) for questions about packages; the lead's source is
 * the page's docs/product name, e.g. 'Live Classes User Home Page', named by the server
 * (`toPageName`): the page-name table stays out of the user home's client JS (its budget).
 */
export function AskAboutPackagesButton({
  source,
  className,
  label = 'Tanya soal paket',
}: {
  source: string;
  className: string;
  /** 'Tanya tim kami' where no package fits the student's grade (decision 103). */
  label?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => openLeadModal({ source, submitLabel: 'Oke, minta info paket' })}
    >
      {label}
    </button>
  );
}
