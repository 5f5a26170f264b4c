import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';

/*
 * A QR-looking picture for the sandbox's QRIS page: the three finder squares of a real QR code and
 * modules drawn from a hash of the order id. It encodes nothing, on purpose — no real payment app
 * can pay it — and says so in its accessible name.
 */

const SIZE = 25;

function isFinder(x: number, y: number): boolean | undefined {
  for (const [fx, fy] of [[0, 0], [SIZE - 7, 0], [0, SIZE - 7]] as const) {
    const dx = x - fx;
    const dy = y - fy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      return ring !== 1;
    }
  }
  return undefined;
}

/** The modules that are dark, as one SVG path ("M x y h1 v1 h-1 z" per module). */
function darkModules(seed: string): string {
  let bits = createHash('sha512').update(seed).digest();
  const parts: string[] = [];
  let index = 0;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (index >= bits.length * 8) {
        bits = createHash('sha512').update(bits).digest();
        index = 0;
      }
      const finder = isFinder(x, y);
      const dark = finder ?? Boolean(((bits[index >> 3] ?? 0) >> (index & 7)) & 1);
      index += 1;
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** The picture of `orderId`'s simulated QRIS code. */
export function pseudoQr(orderId: string) {
  return html`<svg class="qr" role="img" aria-labelledby="qr-title" viewBox="-2 -2 ${SIZE + 4} ${SIZE + 4}" xmlns="http://www.w3.org/2000/svg">
<title id="qr-title">Kode QRIS simulasi untuk pesanan ${orderId} (tidak bisa dipindai aplikasi sungguhan)</title>
<rect x="-2" y="-2" width="${SIZE + 4}" height="${SIZE + 4}" fill="#fff"/>
<path fill="#111" d="${raw(darkModules(orderId))}"/>
</svg>`;
}
