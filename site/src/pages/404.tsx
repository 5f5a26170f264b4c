import { css } from '@bimbel/styled-system/css';

// Outside the (app) route group: rendered without the app-wide providers, and without client JS.
export default async function NotFoundPage() {
  return (
    <main className={css({ maxW: 'reading', mx: 'auto', px: '4', py: '16', textAlign: 'center' })}>
      <title>Halaman tidak ditemukan</title>
      <h1 className={css({ fontSize: '3xl' })}>Halaman tidak ditemukan</h1>
      <p className={css({ mt: '4', color: 'muted' })}>
        Alamat yang kamu buka tidak ada atau sudah dipindah.
      </p>
      <a href="/" className={css({ display: 'inline-block', mt: '6', color: 'brand.700', fontWeight: 'bold', minH: '6' })}>
        Kembali ke beranda
      </a>
    </main>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
