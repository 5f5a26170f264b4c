'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { currentProfileDialogAtom } from '#site/lib/session/profile-dialogs.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';

/** Starts loading the profile modal's code (on hover or focus of the menu, before a click). */
export const loadProfileModal = () => import('./profile-modal.tsx');
/** Starts loading the profile picker's code. */
export const loadProfilePicker = () => import('./profile-picker.tsx');

const ProfileModal = lazy(() => loadProfileModal().then((module) => ({ default: module.ProfileModal })));
const ProfilePicker = lazy(() => loadProfilePicker().then((module) => ({ default: module.ProfilePicker })));

/**
 * Renders the open profile dialog ('Profilku' or the picker), loading its code on the first
 * open. Nothing opens without a logged-in session.
 */
export function ProfileDialogsHost() {
  const dialog = useAtomValue(currentProfileDialogAtom);
  const { status } = useAtomValue(sessionAtom);
  if (status !== 'logged-in' || dialog === null) return null;
  return <Suspense fallback={null}>{dialog === 'profile' ? <ProfileModal /> : <ProfilePicker />}</Suspense>;
}
