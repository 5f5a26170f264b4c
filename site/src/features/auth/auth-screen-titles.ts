/**
 * The headings of the sign-up and family screens, shared by each screen and by the host that shows
 * them while its code loads (auth-screen-host.tsx), so the loading card and the form agree.
 */
export const AUTH_SCREEN_TITLES = {
  'select-role': 'Kamu daftar sebagai siapa?',
  'user-details': 'Lengkapi data diri',
  'update-user-details': 'Ubah data diri',
  'add-location': 'Kamu tinggal di mana?',
  'add-user': 'Tambah data anak',
  'update-user': 'Ubah data murid',
  'select-student': 'Siapa yang mau belajar?',
} as const;

export type AuthScreenName = keyof typeof AUTH_SCREEN_TITLES;
