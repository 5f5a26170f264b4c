'use client';

import { useAtomValue } from 'jotai';
import { sessionAtom } from '#site/lib/session/session-store.ts';

/**
 * The /bimbel hero's way into class: logged-in students go to their class page (/bimbel/user);
 * everyone else logs in first and lands there (/login reads `redirect`). The server renders
 * the logged-out link — the static page is the same for all — and the session swaps it.
 */
export function StudentClassLink({ className }: { className: string }) {
  const { status } = useAtomValue(sessionAtom);
  if (status === 'logged-in') {
    return (
      <a href="/bimbel/user" className={className}>
        Buka kelasku
      </a>
    );
  }
  return (
    <a href={`/login?redirect=${encodeURIComponent('/bimbel/user')}`} className={className}>
      Masuk untuk ikut kelas
    </a>
  );
}
