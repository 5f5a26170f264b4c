import { describeWait } from '../../http/messages.ts';

/* What the order calls say to a family (issue 16, decision 079): Indonesian, saying what to do next. */
export const ORDER_MESSAGES = {
  referenceReused:
    'Draf pesanan ini sudah dipakai untuk paket atau murid yang lain. Muat ulang halaman, lalu pilih lagi, ya.',
  packageNotFound: 'Paket tidak ditemukan.',
  packageWithdrawn: 'Paket ini sudah tidak dijual. Pilih paket lain di halaman paket, ya.',
  tenureUnavailable: (months: number) =>
    `Durasi ${months} bulan tidak tersedia untuk paket ini. Pilih durasi lain, ya.`,
  studentNotFound: 'Murid tidak ditemukan di akunmu. Muat ulang halaman, lalu pilih murid lagi, ya.',
  studentOnlySelf:
    'Dari profil murid, kamu hanya bisa membeli paket untuk dirimu sendiri. Minta orang tuamu membelikan untuk saudaramu, ya.',
  studentWithoutGrade: (name: string) =>
    `Kelas ${name} belum diisi. Lengkapi profilnya dulu, lalu pilih paket lagi, ya.`,
  studentNotEligible: (name: string, gradeLabel: string, packageName: string) =>
    `Paket ${packageName} bukan untuk ${name} (${gradeLabel}). Pilih paket yang sesuai dengan kelasnya, ya.`,
  orderNotFound: 'Pesanan tidak ditemukan.',
  receiptNotFound: 'Kuitansi belum ada: pesanan ini belum dibayar, atau tidak ditemukan.',
  orderPaid: 'Pesanan ini sudah dibayar. Terima kasih!',
  paymentStillPending:
    'Pembayaran sebelumnya masih ditunggu. Selesaikan dulu, atau tunggu sampai batas waktunya habis, ya.',
  orderTooOld: 'Pesanan ini sudah terlalu lama untuk dibayar. Buat pesanan baru dari halaman paket, ya.',
  tooManyOrders: (limit: number, retryAfterSeconds: number) =>
    `Kamu sudah membuat ${limit} pesanan dalam satu jam terakhir. Bayar pesanan yang sudah ada di halaman pembelian, atau buat pesanan baru lagi dalam ${describeWait(retryAfterSeconds)}, ya.`,
  /** The gateway timed out, was not reached or answered 5xx: trying again later may work. */
  paymentBusy: 'Layanan pembayaran sedang sibuk. Coba lagi dalam beberapa menit; pesananmu tetap tersimpan.',
  /** The gateway refused this payment (4xx): the same again will not work, another method may. */
  paymentMethodUnavailable:
    'Metode pembayaran ini sedang tidak tersedia. Pilih metode lain; pesananmu tetap tersimpan.',
  /** Payments are off or our gateway credentials are refused: nothing the family can do now. */
  paymentsOff: 'Pembayaran sedang tidak tersedia. Coba lagi nanti, ya.',
} as const;

/** Why an attempt ended, stored on it when it is not one of the usual endings the pages explain. */
export const ATTEMPT_FAILURES = {
  gatewayUnreachable:
    'Layanan pembayaran tidak bisa dihubungi, jadi pembayaran belum dimulai dan tidak ada uang yang terpotong.',
  gatewayRefused:
    'Penyedia pembayaran menolak metode ini, jadi pembayaran belum dimulai dan tidak ada uang yang terpotong.',
  replaced: 'Diganti dengan pembayaran baru.',
  amountMismatch:
    'Jumlah yang dilaporkan penyedia pembayaran tidak sama dengan tagihan; tim kami memeriksanya.',
} as const;
