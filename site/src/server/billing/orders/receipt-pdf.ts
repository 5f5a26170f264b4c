import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { SITE_INFO } from '../../../lib/site-info.ts';

/*
 * The receipt (kuitansi) of a paid order as a PDF (issue 16, decision 079), drawn with pdf-lib
 * (pure JavaScript, no browser). One A4 page in Indonesian: the order number, buyer, each student's
 * line and period, totals, the tax sentence, the payment method and the paid date in WIB. The
 * standard Helvetica font writes WinAnsi only: texts are cleaned to it (names stay readable).
 */

export type ReceiptData = {
  number: string;
  /** '27 November 2026 pukul 10.05 WIB' */
  paidAt: string;
  buyer: { name: string; phone: string };
  packageName: string;
  tenureMonths: number;
  lines: { studentName: string; gradeLabel: string; period: string; price: number }[];
  total: number;
  taxAmount: number;
  taxIncluded: boolean;
  taxNote: string;
  paymentMethod: string;
  /** Money given back after the payment (decision 104); absent when none. */
  refund?: { amount: number; netPaid: number; kind: 'refund' | 'chargeback'; full: boolean; sentence: string };
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.4);

/** Text the standard font can draw: typographic dashes and quotes written plainly, other marks dropped. */
export function winAnsiText(text: string): string {
  return text
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '');
}

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };

function write(
  pen: Pen,
  text: string,
  {
    x = MARGIN,
    size = 10,
    bold = false,
    color = rgb(0, 0, 0),
    right = false,
    maxWidth,
  }: {
    x?: number;
    size?: number;
    bold?: boolean;
    color?: ReturnType<typeof rgb>;
    right?: boolean;
    maxWidth?: number;
  } = {},
) {
  const font = bold ? pen.bold : pen.font;
  let clean = winAnsiText(text);
  // A long name is cut with an ellipsis rather than run into the next column.
  const limit = maxWidth ?? (right ? x - MARGIN : A4.width - MARGIN - x);
  if (font.widthOfTextAtSize(clean, size) > limit) {
    while (clean.length > 1 && font.widthOfTextAtSize(`${clean}...`, size) > limit)
      clean = clean.slice(0, -1);
    clean = `${clean.trimEnd()}...`;
  }
  const at = right ? x - font.widthOfTextAtSize(clean, size) : x;
  pen.page.drawText(clean, { x: at, y: pen.y, size, font, color });
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: A4.width - MARGIN, y: pen.y },
    thickness: 0.6,
    color: GREY,
  });
}

const RIGHT = A4.width - MARGIN;

/** The receipt as PDF bytes. */
/** The stamp: LUNAS, unless everything went back. */
function stampOf(refund: ReceiptData['refund']): string {
  if (!refund?.full) return 'LUNAS';
  return refund.kind === 'chargeback' ? 'DIBATALKAN OLEH BANK' : 'DANA DIKEMBALIKAN';
}

/** 'Dikembalikan − Rp …', what the family still paid, and the sentence saying when. */
function writeRefund(pen: Pen, refund: NonNullable<ReceiptData['refund']>): void {
  const next = (gap: number) => (pen.y -= gap);
  write(pen, refund.kind === 'chargeback' ? 'Dibatalkan oleh bank (chargeback)' : 'Dikembalikan', { bold: true });
  write(pen, `- ${formatRupiah(refund.amount)}`, { x: RIGHT, right: true, bold: true });
  next(16);
  write(pen, 'Dibayar bersih', { bold: true, size: 11 });
  write(pen, formatRupiah(refund.netPaid), { x: RIGHT, right: true, bold: true, size: 11 });
  next(16);
  write(pen, refund.sentence, { size: 9, color: GREY });
  next(30);
}

export async function renderReceiptPdf(receipt: ReceiptData): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(winAnsiText(`Kuitansi ${receipt.number}`));
  document.setAuthor(SITE_INFO.brandName);
  document.setLanguage('id-ID');
  const pen: Pen = {
    page: document.addPage([A4.width, A4.height]),
    font: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    y: A4.height - MARGIN - 10,
  };
  const next = (gap: number) => (pen.y -= gap);

  write(pen, SITE_INFO.brandName, { size: 18, bold: true });
  write(pen, 'KUITANSI PEMBAYARAN', { x: RIGHT, size: 12, bold: true, right: true });
  next(16);
  for (const line of SITE_INFO.addressLines) {
    write(pen, line, { size: 9, color: GREY });
    next(12);
  }
  next(10);
  rule(pen);
  next(22);
  const facts: [string, string][] = [
    ['Nomor', receipt.number],
    ['Tanggal bayar', receipt.paidAt],
    ['Pembeli', `${receipt.buyer.name} (${receipt.buyer.phone})`],
    ['Paket', `${receipt.packageName}, ${receipt.tenureMonths} bulan`],
    ['Metode pembayaran', receipt.paymentMethod],
  ];
  for (const [label, value] of facts) {
    write(pen, label, { color: GREY });
    write(pen, value, { x: MARGIN + 120 });
    next(16);
  }
  next(14);
  write(pen, 'Murid', { bold: true });
  write(pen, 'Masa langganan', { x: MARGIN + 200, bold: true });
  write(pen, 'Harga', { x: RIGHT, bold: true, right: true });
  next(8);
  rule(pen);
  next(16);
  for (const line of receipt.lines) {
    write(pen, line.studentName, { maxWidth: 190 });
    write(pen, line.period, { x: MARGIN + 200, maxWidth: 190 });
    write(pen, formatRupiah(line.price), { x: RIGHT, right: true });
    next(12);
    write(pen, line.gradeLabel, { size: 8, color: GREY });
    next(18);
  }
  rule(pen);
  next(18);
  write(pen, 'Total dibayar', { bold: true, size: 11 });
  write(pen, formatRupiah(receipt.total), { x: RIGHT, right: true, bold: true, size: 11 });
  next(16);
  if (receipt.taxIncluded) {
    write(pen, 'Termasuk PPN', { color: GREY });
    write(pen, formatRupiah(receipt.taxAmount), { x: RIGHT, right: true, color: GREY });
    next(16);
  }
  write(pen, receipt.taxNote, { size: 9, color: GREY });
  next(receipt.refund ? 22 : 36);
  if (receipt.refund) writeRefund(pen, receipt.refund);
  write(pen, stampOf(receipt.refund), { size: 14, bold: true, color: rgb(0.05, 0.5, 0.25) });
  next(18);
  write(pen, 'Kuitansi ini dibuat otomatis oleh sistem dan sah tanpa tanda tangan.', {
    size: 9,
    color: GREY,
  });
  next(12);
  write(
    pen,
    `Ada pertanyaan? Hubungi ${SITE_INFO.email} atau WhatsApp ${SITE_INFO.whatsappDisplay}, sebutkan nomor ${receipt.number}.`,
    { size: 9, color: GREY },
  );
  return document.save();
}
