/** User-facing messages of the API's error shape: Indonesian, short, with what to do next. */
export const API_MESSAGES = {
  badJson: 'Data yang dikirim tidak bisa dibaca. Coba lagi, ya.',
  notJson: 'Kirim data dalam format JSON, ya.',
  crossSite: 'Permintaan ditolak karena tidak berasal dari situs kami.',
  unauthorized: 'Sesi kamu sudah habis. Masuk lagi, yuk.',
  forbidden: 'Kamu tidak punya akses ke data ini.',
  notFound: 'Data tidak ditemukan.',
  tooLarge: 'Data yang dikirim terlalu besar.',
  badAddress: 'Alamat ini tidak bisa dibaca. Periksa lagi tautannya, ya.',
  generic: 'Ada yang salah',
  unavailable: 'Layanan sedang tidak tersedia sebentar. Coba lagi dalam beberapa detik, ya.',
} as const;

/** A wait in words: whole minutes rounded up, or seconds under one ('3 menit', '45 detik'). */
export function describeWait(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? `${Math.max(1, Math.ceil(retryAfterSeconds))} detik`
    : `${Math.ceil(retryAfterSeconds / 60)} menit`;
}

/** 'Terlalu banyak percobaan…' with the wait rounded up to whole minutes (or seconds under one). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Terlalu banyak percobaan. Coba lagi dalam ${describeWait(retryAfterSeconds)}, ya.`;
}
