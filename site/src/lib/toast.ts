import type { ShowToastOptions } from '@bimbel/ui/toast/toast';
import { atom } from 'jotai';
import { appStore } from './app-store.ts';

const toasterNeededAtom = atom(false);

/** Whether the lazy `<Toaster />` should mount: from the first toast on. */
export const isToasterNeededAtom = atom((get) => get(toasterNeededAtom));

/**
 * Shows a toast from anywhere in the app. The toast module (React Aria's toast region) loads
 * with the first toast instead of with every page: most visits never see one.
 *
 * @example
 * notify({ variant: 'error', title: 'Ada yang salah' });
 */
export function notify(options: ShowToastOptions): Promise<string> {
  appStore.set(toasterNeededAtom, true);
  return import('@bimbel/ui/toast/toast').then(({ showToast }) => showToast(options));
}
