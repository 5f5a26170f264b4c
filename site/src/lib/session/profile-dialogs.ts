import { atom } from 'jotai';
import { appStore } from '../app-store.ts';

/** The family-account dialogs of docs/product §2: 'Profilku' and the profile picker ('Ganti profil'). */
export type ProfileDialog = 'profile' | 'picker';

const profileDialogAtom = atom<ProfileDialog | null>(null);

/** The open profile dialog, or null. */
export const currentProfileDialogAtom = atom((get) => get(profileDialogAtom));

/**
 * Opens a profile dialog from anywhere: the profile dropdown, or the login page letting a
 * parent pick a student right after logging in (the picker then goes on to /bimbel, docs/product §4).
 * The dialog's code loads on its first open.
 *
 * @example
 * openProfileDialog('picker');
 */
export function openProfileDialog(dialog: ProfileDialog): void {
  appStore.set(profileDialogAtom, dialog);
}

/** Closes whichever profile dialog is open. */
export function closeProfileDialog(): void {
  appStore.set(profileDialogAtom, null);
}
