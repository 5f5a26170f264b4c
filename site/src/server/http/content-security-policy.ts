import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding, PAGE_CACHE_HEADER } from './page-cache.ts';

/**
 * A nonce-based Content-Security-Policy on every HTML answer (issue 13, decision 068).
 *
 * Waku 0.27.5 renders HTML without a nonce (its `renderHtml` passes none to React's
 * `renderToReadableStream`, though its SSR module accepts one) and prerendered pages are files,
 * so the nonce is written into the HTML on its way out: every `<script>`, `<link>` and `<style>`
 * start tag gets `nonce="…"`, a fresh one per response. Dynamic pages, the prerendered files and
 * the micro-cache's copies all pass through the same rewrite, then through compression.
 */

export const CSP_HEADER = 'content-security-policy';

/** 128 random bits, base64: the nonce of one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export type PolicySources = {
  /** Origins the browser calls (the §7 API hosts, Plausible, Sentry); 'self' is always allowed. */
  readonly connect: readonly string[];
  /** https: origin → Upgrade-Insecure-Requests. */
  readonly upgradeInsecureRequests?: boolean;
};

/** Origin of a URL, or nothing for an empty or unreadable value. */
function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const { origin } = new URL(value.trim());
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins the site's JavaScript calls, from the same `WAKU_PUBLIC_*` values the browser
 * bundle was built with (`site/src/lib/public-env.ts`).
 */
export function browserConnectOrigins(env: Record<string, string | undefined>): string[] {
  const origins = [
    env.WAKU_PUBLIC_WEBSITE_API_URL,
    env.WAKU_PUBLIC_API_URL,
    env.WAKU_PUBLIC_PACKAGES_API_URL,
    env.WAKU_PUBLIC_LIVE_CLASSES_API_URL,
    env.WAKU_PUBLIC_SENTRY_DSN,
  ].map(originOf);
  if (env.WAKU_PUBLIC_PLAUSIBLE_DOMAIN?.trim()) {
    origins.push(originOf(env.WAKU_PUBLIC_PLAUSIBLE_API_HOST) ?? 'https://plausible.io');
  }
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

/**
 * The policy of one HTML response.
 *
 * Scripts: only those carrying this response's nonce, and what they load ('strict-dynamic':
 * Vite's chunks, hls.js). Styles: Panda's stylesheet is a file; 'unsafe-inline' stays for style
 * attributes, which carry no script. Media: the Tanya videos (MP4 or HLS through Media Source,
 * a blob: URL) on this site or an https video host. hls.js runs its demuxer in a blob: worker.
 *
 * @example
 * buildContentSecurityPolicy('abc', { connect: ['https://api.example.id'] });
 * // "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; …"
 */
export function buildContentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `media-src 'self' blob: https:`,
    `connect-src ${["'self'", ...sources.connect].join(' ')}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (sources.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

type State = 'html' | 'script' | 'style' | 'comment';

const NONCE_TAG = /^<(script|link|style)[\s/>]/i;
/** The longest look-ahead a decision needs: `</script` and one more character. */
const LOOKAHEAD = 9;
const CLOSERS: Record<Exclude<State, 'html'>, string> = {
  script: '</script',
  style: '</style',
  comment: '-->',
};

/** Where `closer` (ASCII, lower case) next starts in `text`, ignoring case; -1 when absent. */
function findCloser(text: string, from: number, closer: string): number {
  const first = closer.slice(0, 2);
  for (let at = text.indexOf(first, from); at !== -1; at = text.indexOf(first, at + 1)) {
    if (text.slice(at, at + closer.length).toLowerCase() === closer) return at;
  }
  return -1;
}

/**
 * `fetchpriority="low"` on a `<link rel="modulepreload">` (given its attributes, after `<link`).
 * React writes one for every file of every client component of the page (Waku/vite-rsc call
 * `ReactDOM.preloadModule`, which has no priority option), ~20–25 on each page, at High priority.
 * Lighthouse's simulated FCP counts each High-priority script that finished before the real
 * first paint as blocking it (1.3–2.3 s depending on how many did, decision 088's addendum); at
 * Low priority they load as before, after the stylesheet, and hydration imports the same files.
 *
 * @example
 * lowerModulePreload(' rel="modulepreload" href="/assets/a.js"/>');
 * // ' rel="modulepreload" href="/assets/a.js" fetchpriority="low"/>'
 */
export function lowerModulePreload(attributes: string): string {
  if (!/^\s+rel="modulepreload"/i.test(attributes) || /\bfetchpriority=/i.test(attributes)) return attributes;
  return attributes.replace(/\s*\/?>$/, ' fetchpriority="low"$&');
}

/**
 * Writes `nonce="…"` into the start tags of `<script>`, `<link>` and `<style>` of an HTML text
 * given piece by piece (a stream), and nowhere else: the raw text of scripts and styles and
 * comments is skipped, and React escapes `<` in text and attribute values, so a question's text
 * containing "<script" is never touched. Module preloads also get `fetchpriority="low"`
 * (`lowerModulePreload`).
 *
 * @example
 * const rewrite = nonceRewriter('abc');
 * rewrite.push('<p>a</p><scr') + rewrite.push('ipt>x("<script>")</script>') + rewrite.end();
 * // '<p>a</p><script nonce="abc">x("<script>")</script>'
 */
export function nonceRewriter(nonce: string) {
  const attribute = ` nonce="${nonce}"`;
  let state: State = 'html';
  let pending = '';

  const run = (final: boolean): string => {
    const text = pending;
    let out = '';
    let index = 0;
    while (index < text.length) {
      if (state === 'html') {
        const open = text.indexOf('<', index);
        if (open === -1) {
          out += text.slice(index);
          index = text.length;
          break;
        }
        if (!final && text.length - open < LOOKAHEAD) {
          out += text.slice(index, open);
          index = open;
          break;
        }
        out += text.slice(index, open);
        const ahead = text.slice(open, open + LOOKAHEAD);
        if (ahead.startsWith('<!--')) {
          out += '<!--';
          index = open + 4;
          state = 'comment';
          continue;
        }
        const tag = NONCE_TAG.exec(ahead);
        if (tag && tag[1]?.toLowerCase() === 'link') {
          // A link start tag is taken whole (React escapes `>` in attribute values): its module
          // preloads are lowered (`lowerModulePreload`).
          const close = text.indexOf('>', open);
          if (close === -1 && !final) {
            index = open;
            break;
          }
          const end = close === -1 ? text.length : close + 1;
          out += `<${tag[1]}${attribute}${lowerModulePreload(text.slice(open + 5, end))}`;
          index = end;
          continue;
        }
        if (tag) {
          const name = tag[1] ?? '';
          out += `<${name}${attribute}`;
          index = open + 1 + name.length;
          const lower = name.toLowerCase();
          if (lower === 'script' || lower === 'style') state = lower;
          continue;
        }
        out += '<';
        index = open + 1;
        continue;
      }
      const end = findCloser(text, index, CLOSERS[state]);
      const closer = CLOSERS[state];
      if (end === -1) {
        const keep = final ? text.length : Math.max(index, text.length - closer.length);
        out += text.slice(index, keep);
        index = keep;
        break;
      }
      out += text.slice(index, end + closer.length);
      index = end + closer.length;
      state = 'html';
    }
    pending = text.slice(index);
    return out;
  };

  return {
    push(chunk: string): string {
      pending += chunk;
      return run(false);
    },
    end(): string {
      const rest = run(true);
      pending = '';
      return rest;
    },
  };
}

/** The whole-text form of `nonceRewriter`. */
export function addNonce(html: string, nonce: string): string {
  const rewrite = nonceRewriter(nonce);
  return rewrite.push(html) + rewrite.end();
}

async function* rewriteBody(body: ReadableStream<Uint8Array>, nonce: string): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder();
  const rewrite = nonceRewriter(nonce);
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    const text = rewrite.push(decoder.decode(chunk, { stream: true }));
    if (text) yield Buffer.from(text);
  }
  const rest = rewrite.push(decoder.decode()) + rewrite.end();
  if (rest) yield Buffer.from(rest);
}

/**
 * Per-response compression of HTML: the nonce differs per response, so compressed bytes cannot
 * be kept. Brotli quality 3 compresses a 60 kB page in ~0.5 ms to within 15 % of quality 5
 * (which took ~4 ms); decision 068 has the figures.
 */
const BROTLI_QUALITY = 3;

function encodedBody(body: ReadableStream<Uint8Array>, nonce: string, encoding: 'br' | 'gzip' | 'identity') {
  const rewritten = Readable.from(rewriteBody(body, nonce));
  if (encoding === 'identity') return Readable.toWeb(rewritten);
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: 6 });
  rewritten.on('error', (error) => encoder.destroy(error));
  return Readable.toWeb(rewritten.pipe(encoder));
}

/**
 * A stored page split where its nonces go: an answer is the parts joined by its own nonce
 * attribute — no scan of the page per answer. Made once per page version (its ETag).
 */
export function toNonceTemplate(html: string): Buffer[] {
  const marker = `\u0000${randomBytes(12).toString('hex')}\u0000`;
  return addNonce(html, marker)
    .split(` nonce="${marker}"`)
    .map((part) => Buffer.from(part));
}

/** The page of a template with `nonce` written into it. */
export function fillNonceTemplate(parts: readonly Buffer[], nonce: string): Buffer {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(attribute);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Templates of the micro-cache's pages by ETag (the same bytes, the same template), bounded. */
const TEMPLATE_MAX_BYTES = 16 * 1024 * 1024;
const templates = new Map<string, Buffer[]>();
let templateBytes = 0;

async function storedPageTemplate(etag: string, response: Response): Promise<Buffer[]> {
  const known = templates.get(etag);
  if (known) {
    await response.body?.cancel();
    // Most recently used last: the first entries are the ones to drop.
    templates.delete(etag);
    templates.set(etag, known);
    return known;
  }
  const parts = toNonceTemplate(await response.text());
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  for (const [key, old] of templates) {
    if (templateBytes + size <= TEMPLATE_MAX_BYTES) break;
    templates.delete(key);
    templateBytes -= old.reduce((sum, part) => sum + part.length, 0);
  }
  templates.set(etag, parts);
  templateBytes += size;
  return parts;
}

function encodeWhole(page: Buffer, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  if (encoding === 'gzip') return gzipSync(page, { level: 6 });
  return page;
}

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Sends the policy with every HTML answer and writes its nonce into the page, then compresses
 * the page as the browser accepts (brotli, gzip). Sits inside `compress()`, which leaves an
 * answer that already has a Content-Encoding alone. An HTML answer that arrives compressed (none
 * should) keeps its bytes and gets the policy without a nonce: its scripts are blocked, which the
 * CSP journey would show.
 */
export function contentSecurityPolicy(sources: () => PolicySources): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isHtml(response)) return;
    // A 304's headers replace the stored ones: a new nonce there would not match the stored page.
    if (!response.body || response.status === 204 || response.status === 304) return;
    const nonce = createNonce();
    const policy = buildContentSecurityPolicy(nonce, sources());
    if (response.headers.get('content-encoding')) {
      response.headers.set(CSP_HEADER, policy);
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const headers = new Headers(response.headers);
    headers.set(CSP_HEADER, policy);
    headers.delete('content-length');
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
    // A page of the micro-cache (its hot path): filled from its template, not scanned again.
    const etag = response.headers.get('etag');
    if (etag && response.headers.has(PAGE_CACHE_HEADER)) {
      const page = encodeWhole(fillNonceTemplate(await storedPageTemplate(etag, response), nonce), encoding);
      headers.set('content-length', String(page.length));
      c.res = undefined;
      c.res = new Response(new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.length), {
        status: response.status,
        headers,
      });
      return;
    }
    const body = encodedBody(response.body, nonce, encoding) as unknown as NodeReadableStream<Uint8Array>;
    c.res = undefined;
    c.res = new Response(body as unknown as ReadableStream<Uint8Array>, { status: response.status, headers });
  };
}
