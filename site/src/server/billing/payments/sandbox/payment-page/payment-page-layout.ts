import { html, raw } from 'hono/html';

/*
 * The frame of the sandbox's pages (decision 080): server-rendered HTML without a line of
 * JavaScript, in Indonesian, marked on every page as the demo payment simulator. One small inline
 * stylesheet (the production CSP writes its nonce in): a single column up to 40rem that reads at
 * 320 px, system fonts, contrast above 4.5:1, every control at least 44 px tall.
 */

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
main{max-width:40rem;margin:0 auto;padding:1rem}
.demo{margin:0;padding:.75rem 1rem;background:#fde68a;color:#3b2f00;border-bottom:3px solid #b45309;font-weight:600;text-align:center}
h1{font-size:1.5rem;line-height:1.25;margin:1rem 0 .25rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
section,fieldset{background:#fff;border:1px solid #cbd2d9;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
fieldset{min-width:0}
legend{font-weight:700;padding:0 .25rem}
.total{font-size:1.75rem;font-weight:700;margin:.25rem 0}
.muted{color:#52606d}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.375rem 0;border-bottom:1px solid #e4e7eb;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:.5rem}
.code{font:700 1.375rem/1.3 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.05em;word-break:break-all}
.option{display:flex;gap:.75rem;align-items:flex-start;padding:.5rem 0;min-height:2.75rem}
.option input{width:1.5rem;height:1.5rem;margin:.125rem 0 0;flex:none;accent-color:#0b5cad}
.option label{flex:1;cursor:pointer}
.field{margin:.75rem 0}
.field label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=number]{width:100%;max-width:12rem;min-height:2.75rem;font:inherit;padding:.5rem;border:1px solid #7b8794;border-radius:.375rem}
.hint{display:block;color:#52606d;font-size:.9375rem}
.details{margin:.5rem 0 0}
.details ul{margin:.25rem 0;padding-left:1.25rem}
button,.button{display:inline-block;min-height:2.75rem;padding:.625rem 1.25rem;font:inherit;font-weight:700;color:#fff;background:#0b5cad;border:0;border-radius:.5rem;cursor:pointer;text-decoration:none}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.errors{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d}
.errors a{color:#7f1d1d}
.error{color:#b91c1c;font-weight:600;display:block}
svg.qr{display:block;width:12rem;max-width:100%;height:auto;margin:.5rem 0;background:#fff}
`;

/** A whole sandbox page: the demo banner, then `body` in <main>. */
export function sandboxPage(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Simulator Pembayaran (Demo)</title>
<style>${raw(STYLES)}</style>
</head>
<body>
<p class="demo" role="note">Mode demo: ini simulator pembayaran Midtrans. Tidak ada uang sungguhan yang berpindah.</p>
<main>
${body}
</main>
</body>
</html>`;
}
