import { PAYMENT_METHODS } from './payment-methods.ts';

/*
 * How to finish a payment, per method (the pending page; decision 082). The gateway's hosted
 * page shows the details (the virtual account number, the QR code, the e-wallet app); these steps
 * say where to look and what to do, in the product's "kamu" voice.
 */

/**
 * The steps for paying with a method; an unknown method gets the general ones.
 *
 * @example
 * paymentInstructions('bca_va')[0]; // 'Buka m-banking, internet banking, atau ATM BCA.'
 */
export function paymentInstructions(methodId: string): string[] {
  const method = PAYMENT_METHODS.find((candidate) => candidate.id === methodId);
  switch (method?.group) {
    case 'virtual_account': {
      const bank = method.id === 'echannel' ? 'Mandiri' : method.label.replace(' Virtual Account', '');
      return [
        `Buka m-banking, internet banking, atau ATM ${bank}.`,
        method.id === 'echannel'
          ? 'Pilih Bayar → Multipayment, lalu masukkan kode perusahaan dan kode pembayaran dari halaman pembayaran.'
          : 'Pilih transfer ke Virtual Account, lalu masukkan nomor Virtual Account dari halaman pembayaran.',
        'Periksa nama dan jumlahnya, lalu selesaikan pembayaran sebelum batas waktu.',
      ];
    }
    case 'ewallet':
      return [
        `Buka halaman pembayaran, lalu lanjutkan ke aplikasi ${method.label} di ponselmu.`,
        'Periksa jumlahnya, lalu konfirmasi dengan PIN-mu sebelum batas waktu.',
      ];
    case 'qris':
      return [
        'Buka halaman pembayaran untuk melihat kode QRIS.',
        'Pindai kodenya dengan aplikasi bank atau e-wallet apa pun yang mendukung QRIS, lalu konfirmasi sebelum batas waktu.',
      ];
    case 'paylater':
      return [
        `Buka halaman pembayaran, lalu masuk ke akun ${method.label}-mu.`,
        'Pilih tenor cicilan dan setujui transaksinya sebelum batas waktu.',
      ];
    default:
      return ['Buka halaman pembayaran dan ikuti petunjuknya sebelum batas waktu.'];
  }
}
