/** The number step's heading and intro, shared by the form and the card shown while it loads. */
export const LOGIN_TEXTS = {
  phoneTitle: 'Masuk atau daftar',
  phoneIntro:
    'Masukkan nomor HP-mu, lalu kami kirim kode untuk masuk. Nomor baru? Kamu langsung bisa daftar.',
} as const;
