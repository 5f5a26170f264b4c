import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, winAnsiText, type ReceiptData } from './receipt-pdf.ts';

const RECEIPT: ReceiptData = {
  number: 'INV/20261122/7F3K2Q',
  paidAt: '22 November 2026 pukul 10.05 WIB',
  buyer: { name: 'Ibu Sari Wulandari', phone: '+62 81100000001' },
  packageName: 'Bimbel SMP Kelas 7–9',
  tenureMonths: 3,
  lines: [
    {
      studentName: 'Raka Pratama',
      gradeLabel: 'Kelas 8 SMP/MTs',
      period: '22 Nov 2026 – 22 Feb 2027',
      price: 807_000,
    },
    {
      studentName: 'Sinta',
      gradeLabel: 'Kelas 8 SMP/MTs',
      period: '22 Nov 2026 – 22 Feb 2027',
      price: 807_000,
    },
  ],
  total: 1_614_000,
  taxAmount: 159_946,
  taxIncluded: true,
  taxNote: 'Harga sudah termasuk PPN 11%.',
  paymentMethod: 'BCA Virtual Account',
};

/** The text drawn on the page: pdf-lib writes each string as hex inside the (deflated) content stream. */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const data = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return data.toString('latin1');
    }
  });
  return streams
    .join('\n')
    .match(/<([0-9A-Fa-f]+)>\s*Tj/g)!
    .map((hex) => Buffer.from(hex.slice(1, hex.indexOf('>')), 'hex').toString('latin1'))
    .join('\n');
}

describe('the receipt PDF', () => {
  it('says in Indonesian who paid what, for whom, how and when, with the PPN inside the total', async () => {
    const text = drawnText(await renderReceiptPdf(RECEIPT));
    for (const expected of [
      'KUITANSI PEMBAYARAN',
      'INV/20261122/7F3K2Q',
      '22 November 2026 pukul 10.05 WIB',
      'Ibu Sari Wulandari (+62 81100000001)',
      'Bimbel SMP Kelas 7-9, 3 bulan',
      'BCA Virtual Account',
      'Raka Pratama',
      '22 Nov 2026 - 22 Feb 2027',
      'Rp 807.000',
      'Rp 1.614.000',
      'Termasuk PPN',
      'Rp 159.946',
      'Harga sudah termasuk PPN 11%.',
      'LUNAS',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows a partial refund as "Dikembalikan" with what was still paid, and stays LUNAS', async () => {
    const text = drawnText(
      await renderReceiptPdf({
        ...RECEIPT,
        refund: { amount: 400_000, netPaid: 1_214_000, kind: 'refund', full: false, sentence: 'Dana dikembalikan sebagian Rp 400.000 pada 3 Desember 2026.' },
      }),
    );
    for (const expected of ['Dikembalikan', '- Rp 400.000', 'Dibayar bersih', 'Rp 1.214.000', 'Dana dikembalikan sebagian Rp 400.000 pada 3 Desember 2026.', 'LUNAS']) {
      expect(text).toContain(expected);
    }
  });

  it('stamps a charged-back receipt "DIBATALKAN OLEH BANK" instead of LUNAS', async () => {
    const text = drawnText(
      await renderReceiptPdf({
        ...RECEIPT,
        refund: { amount: 1_614_000, netPaid: 0, kind: 'chargeback', full: true, sentence: 'Pembayaran dibatalkan oleh bank (chargeback).' },
      }),
    );
    expect(text).toContain('Dibatalkan oleh bank (chargeback)');
    expect(text).toContain('DIBATALKAN OLEH BANK');
    expect(text).not.toContain('LUNAS');
  });

  it('leaves the PPN line out for an exempt service', async () => {
    const text = drawnText(
      await renderReceiptPdf({ ...RECEIPT, taxIncluded: false, taxAmount: 0, taxNote: 'Harga tanpa PPN.' }),
    );
    expect(text).not.toContain('Termasuk PPN');
    expect(text).toContain('Harga tanpa PPN.');
  });

  it('cuts a name too long for its column with an ellipsis', async () => {
    const long = 'Raden Ajeng Kartika Sekarwangi Putri Hadiningrat Wiryodiningrat';
    const text = drawnText(
      await renderReceiptPdf({ ...RECEIPT, lines: [{ ...RECEIPT.lines[0]!, studentName: long }] }),
    );
    expect(text).not.toContain(long);
    expect(text).toMatch(/Raden Ajeng Kartika.*\.\.\./);
  });

  it('writes names the standard font cannot draw without failing', () => {
    expect(winAnsiText('Raka “Ṙ” – 数学 ok')).toBe('Raka "R" -  ok');
  });
});
