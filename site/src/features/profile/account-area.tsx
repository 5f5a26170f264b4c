'use client';

// Placeholder owned by the profile feature: replaced by 'Masuk' / profile dropdown / 'Keluar'.
export function AccountArea() {
  return null;
}
