/**
 * The name a receipt is saved under when the server gives none: 'kuitansi-INV-20261127-7F3K2Q.pdf'.
 *
 * @example
 * receiptFileName('INV/20261127/7F3K2Q'); // 'kuitansi-INV-20261127-7F3K2Q.pdf'
 */
export function receiptFileName(orderNumber: string): string {
  const safe = orderNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `kuitansi${safe ? `-${safe}` : ''}.pdf`;
}
