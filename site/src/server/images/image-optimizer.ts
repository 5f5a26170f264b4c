import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
} from '@bimbel/domain/constants/images';
import sharp, { type Metadata } from 'sharp';
import { log } from '../http/logger.ts';

/**
 * The image optimiser behind `/_next/image?url=&w=&q=` (docs/product §7 and §9, decision 087):
 * the site's own public pictures, or pictures from the hosts of IMAGE_REMOTE_HOSTS, resized to
 * one of the §9 widths (never enlarged) and re-encoded as WebP or AVIF when the browser takes
 * them (AVIF once a background encode showed it smaller). Results are kept on disk and in a bounded memory cache; identical requests that arrive
 * together are encoded once.
 */

/** Every width the optimiser makes: docs/product §9's image sizes and device widths. */
export const IMAGE_WIDTHS: ReadonlySet<number> = new Set([...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS]);
export const IMAGE_QUALITY_SET: ReadonlySet<number> = new Set(IMAGE_QUALITIES);
/** A source larger than this is refused before it is decoded (a photo from a phone is ~3–5 MB). */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
/** Decompression bombs: a small file that claims a huge canvas is refused (24 megapixels). */
export const MAX_SOURCE_PIXELS = 24_000_000;
const REMOTE_TIMEOUT_MS = 8000;
const MAX_REDIRECTS = 3;
/** Encoded bytes kept in memory (the disk keeps everything). */
const MEMORY_CACHE_BYTES = 16 * 1024 * 1024;
/** How long a remote source's result is reused before the source is fetched again. */
const REMOTE_TTL_MS = 60 * 60 * 1000;

/** Vite's fingerprinted files: their names change whenever their bytes do. */
export const CACHE_IMAGE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** The public folder's own pictures keep their names when they change: a day, then revalidate. */
export const CACHE_IMAGE_STATIC = 'public, max-age=86400, stale-while-revalidate=604800';
/** Another host's pictures: as long as this server reuses them. */
export const CACHE_IMAGE_REMOTE = 'public, max-age=3600';

/** Short, Indonesian, shown to whoever opens the address by hand; never a library's text. */
export const IMAGE_MESSAGES = {
  missingUrl: 'Alamat gambar (url) wajib diisi.',
  badUrl: 'Alamat gambar ini tidak diizinkan.',
  badWidth: 'Lebar gambar (w) tidak didukung.',
  badQuality: 'Kualitas gambar (q) tidak didukung.',
  notFound: 'Gambar tidak ditemukan.',
  tooLarge: 'Gambar terlalu besar untuk diolah.',
  notImage: 'Berkas ini bukan gambar yang bisa diolah.',
  unreachable: 'Gambar tidak bisa diambil dari sumbernya.',
} as const;

export class ImageError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

export type ImageParams = { url: string; width: number; quality: number };

const DIGITS = /^[1-9]\d{0,4}$/;

/** Reads `url`, `w` and `q`; each may appear once. Throws ImageError (400). */
export function parseImageParams(query: URLSearchParams): ImageParams {
  const urls = query.getAll('url');
  if (urls.length === 0 || !urls[0]) throw new ImageError(400, IMAGE_MESSAGES.missingUrl);
  if (urls.length > 1 || urls[0].length > 2048) throw new ImageError(400, IMAGE_MESSAGES.badUrl);
  const widths = query.getAll('w');
  const width = widths.length === 1 && DIGITS.test(widths[0] ?? '') ? Number(widths[0]) : NaN;
  if (!IMAGE_WIDTHS.has(width)) throw new ImageError(400, IMAGE_MESSAGES.badWidth);
  const qualities = query.getAll('q');
  if (qualities.length > 1) throw new ImageError(400, IMAGE_MESSAGES.badQuality);
  const quality =
    qualities.length === 0
      ? IMAGE_DEFAULT_QUALITY
      : DIGITS.test(qualities[0] ?? '')
        ? Number(qualities[0])
        : NaN;
  if (!IMAGE_QUALITY_SET.has(quality)) throw new ImageError(400, IMAGE_MESSAGES.badQuality);
  return { url: urls[0], width, quality };
}

type LocalSource = { kind: 'local'; file: string; key: string; hashed: boolean };
type RemoteSource = { kind: 'remote'; url: URL; key: string };
export type ImageSource = LocalSource | RemoteSource;

function isAllowedRemote(url: URL, hosts: readonly string[]): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    hosts.includes(url.host.toLowerCase())
  );
}

/**
 * Where a `url` may come from: a path under the public folder (`/media/tanya/pecahan.jpg`), or
 * an http(s) URL on an allowed host. Anything else (`//host`, `file:`, `data:`, another host, a
 * path out of the folder) is refused. Throws ImageError (400).
 */
export function resolveImageSource(
  raw: string,
  publicDir: string,
  remoteHosts: readonly string[],
): ImageSource {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) {
    // The URL parser folds `.`/`..` segments (also when escaped); the check below stays anyway.
    const pathname = new URL(raw, 'http://local').pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new ImageError(400, IMAGE_MESSAGES.badUrl);
    }
    const root = path.resolve(publicDir);
    const file = path.resolve(root, `.${decoded}`);
    const relative = path.relative(root, file);
    if (
      decoded.includes('\0') ||
      relative === '' ||
      relative.startsWith('..') ||
      path.isAbsolute(relative) ||
      relative.split(path.sep).some((segment) => segment.startsWith('.'))
    ) {
      throw new ImageError(400, IMAGE_MESSAGES.badUrl);
    }
    return { kind: 'local', file, key: pathname, hashed: pathname.startsWith('/assets/') };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageError(400, IMAGE_MESSAGES.badUrl);
  }
  if (!isAllowedRemote(url, remoteHosts)) throw new ImageError(400, IMAGE_MESSAGES.badUrl);
  url.hash = '';
  return { kind: 'remote', url, key: url.href };
}

export type FormatChoice = 'avif' | 'webp' | 'original';

/** AVIF when the browser takes it, else WebP, else the source's own format. */
export function chooseFormat(accept: string | undefined): FormatChoice {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*($|;)/.test(part))
    .map((part) => part.split(';')[0]?.trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'original';
}

export type ImageResult = {
  body: Uint8Array;
  contentType: string;
  /** Strong: a hash of the bytes. */
  etag: string;
  cacheControl: string;
  /** SVGs are served as they are, sandboxed. */
  svg: boolean;
};

type Meta = Omit<ImageResult, 'body'> & { expiresAt: number | null };
type Entry = ImageResult & { expiresAt: number | null };

/** Reads a response body up to `limit` bytes; more is refused as soon as it arrives. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    throw new ImageError(400, IMAGE_MESSAGES.tooLarge);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ImageError(400, IMAGE_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches an allowed host's picture; a redirect is followed only to an allowed host. */
async function fetchRemote(url: URL, hosts: readonly string[], fetchImpl: typeof fetch): Promise<Buffer> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetchImpl(current, {
        redirect: 'manual',
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      });
    } catch {
      throw new ImageError(404, IMAGE_MESSAGES.unreachable);
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      let next: URL;
      try {
        next = new URL(location ?? '', current);
      } catch {
        throw new ImageError(404, IMAGE_MESSAGES.unreachable);
      }
      if (!location || !isAllowedRemote(next, hosts)) throw new ImageError(400, IMAGE_MESSAGES.badUrl);
      current = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageError(
        404,
        response.status === 404 || response.status === 410
          ? IMAGE_MESSAGES.notFound
          : IMAGE_MESSAGES.unreachable,
      );
    }
    try {
      return await readLimited(response, MAX_SOURCE_BYTES);
    } catch (error) {
      if (error instanceof ImageError) throw error;
      throw new ImageError(404, IMAGE_MESSAGES.unreachable);
    }
  }
  throw new ImageError(404, IMAGE_MESSAGES.unreachable);
}

/** An SVG is text that opens with `<svg` (after an optional XML prolog, comments or a doctype). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const hashOf = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url');

/**
 * Decodes, resizes (never enlarges) and encodes. Throws ImageError (400) for anything that is
 * not a picture sharp reads cleanly. GIFs (maybe animated) are returned as they are.
 */
export async function encodeImage(
  source: Buffer,
  { width, quality, format }: { width: number; quality: number; format: FormatChoice },
): Promise<{ body: Uint8Array; contentType: string }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  } catch {
    throw new ImageError(400, IMAGE_MESSAGES.notImage);
  }
  if (!metadata.format || !SOURCE_FORMATS.has(metadata.format))
    throw new ImageError(400, IMAGE_MESSAGES.notImage);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_SOURCE_PIXELS) {
    throw new ImageError(400, IMAGE_MESSAGES.tooLarge);
  }
  if (metadata.format === 'gif') return { body: source, contentType: CONTENT_TYPES.gif as string };
  const target =
    format !== 'original'
      ? format
      : metadata.format === 'jpeg' || metadata.format === 'png'
        ? metadata.format
        : metadata.hasAlpha
          ? 'png'
          : 'jpeg';
  try {
    const pipeline = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const encoded =
      target === 'avif'
        ? pipeline.avif({ quality: Math.max(1, quality - 25), effort: 4 })
        : target === 'webp'
          ? pipeline.webp({ quality, effort: 4 })
          : target === 'jpeg'
            ? pipeline.jpeg({ quality, mozjpeg: true })
            : pipeline.png({ compressionLevel: 9, palette: quality < 90, quality });
    return { body: await encoded.toBuffer(), contentType: CONTENT_TYPES[target] as string };
  } catch {
    throw new ImageError(400, IMAGE_MESSAGES.notImage);
  }
}

export type ImageOptimizerOptions = {
  /** The folder `/…` URLs are read from: the build's public folder. */
  publicDir: string;
  /** Encoded results are written here (DATA_DIR/image-cache). */
  cacheDir: string;
  /** IMAGE_REMOTE_HOSTS: `host` or `host:port`, lower case. */
  remoteHosts: readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  memoryBytes?: number;
  /** Told of each encode (tests count them; the log gets the time). */
  onEncode?: (event: { key: string; type: string; ms: number; bytesIn: number; bytesOut: number }) => void;
};

export type ImageOptimizer = {
  /** The optimised picture, from memory, disk or a fresh encode. Throws ImageError. */
  get(params: ImageParams, accept: string | undefined): Promise<ImageResult>;
  /** Settles when the background AVIF encodes queued so far are done (tests, benchmarks). */
  idle(): Promise<unknown>;
};

/** Makes the optimiser: one per process, its caches shared by every request. */
export function createImageOptimizer(options: ImageOptimizerOptions): ImageOptimizer {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const memoryLimit = options.memoryBytes ?? MEMORY_CACHE_BYTES;
  const memory = new Map<string, Entry>();
  let memoryBytes = 0;
  const inFlight = new Map<string, Promise<Entry>>();
  const upgrading = new Set<string>();
  let avifQueue: Promise<unknown> = Promise.resolve();
  let cacheDirReady: Promise<unknown> | undefined;

  function remember(key: string, entry: Entry) {
    const old = memory.get(key);
    if (old) {
      memory.delete(key);
      memoryBytes -= old.body.byteLength;
    }
    if (entry.body.byteLength > memoryLimit) return;
    memory.set(key, entry);
    memoryBytes += entry.body.byteLength;
    for (const [oldest, value] of memory) {
      if (memoryBytes <= memoryLimit) break;
      memory.delete(oldest);
      memoryBytes -= value.body.byteLength;
    }
  }

  const fresh = (entry: { expiresAt: number | null }) => entry.expiresAt === null || entry.expiresAt > now();

  async function readDisk(key: string) {
    try {
      const meta = JSON.parse(await readFile(path.join(options.cacheDir, `${key}.json`), 'utf8')) as Meta;
      if (!fresh(meta)) return undefined;
      const body = new Uint8Array(await readFile(path.join(options.cacheDir, `${key}.bin`)));
      if (hashOf(body) !== meta.etag.slice(1, -1)) return undefined;
      return { ...meta, body };
    } catch {
      return undefined;
    }
  }

  async function writeDisk(key: string, entry: Entry) {
    try {
      cacheDirReady ??= mkdir(options.cacheDir, { recursive: true });
      await cacheDirReady;
      const { body, ...meta } = entry;
      const temporary = `.${key}.${process.pid}.${now()}`;
      await writeFile(path.join(options.cacheDir, `${temporary}.bin`), body);
      await rename(
        path.join(options.cacheDir, `${temporary}.bin`),
        path.join(options.cacheDir, `${key}.bin`),
      );
      await writeFile(path.join(options.cacheDir, `${temporary}.json`), JSON.stringify(meta));
      await rename(
        path.join(options.cacheDir, `${temporary}.json`),
        path.join(options.cacheDir, `${key}.json`),
      );
    } catch (error) {
      // A full or read-only disk costs a re-encode later, never this answer.
      cacheDirReady = undefined;
      log('warn', 'image cache write failed', {
        reason: (error as NodeJS.ErrnoException).code ?? String(error),
      });
    }
  }

  async function produce(
    source: ImageSource,
    bytes: Buffer,
    params: ImageParams,
    format: FormatChoice,
    key: string,
  ) {
    const cacheControl =
      source.kind === 'remote'
        ? CACHE_IMAGE_REMOTE
        : source.hashed
          ? CACHE_IMAGE_IMMUTABLE
          : CACHE_IMAGE_STATIC;
    const expiresAt = source.kind === 'remote' ? now() + REMOTE_TTL_MS : null;
    if (looksLikeSvg(bytes)) {
      return {
        body: new Uint8Array(bytes),
        contentType: 'image/svg+xml',
        etag: `"${hashOf(bytes)}"`,
        cacheControl,
        svg: true,
        expiresAt,
      };
    }
    const started = performance.now();
    const { body, contentType } = await encodeImage(bytes, {
      width: params.width,
      quality: params.quality,
      format,
    });
    options.onEncode?.({
      key,
      type: contentType,
      ms: performance.now() - started,
      bytesIn: bytes.byteLength,
      bytesOut: body.byteLength,
    });
    return { body, contentType, etag: `"${hashOf(body)}"`, cacheControl, svg: false, expiresAt };
  }

  async function readSource(source: ImageSource): Promise<Buffer> {
    if (source.kind === 'remote') return fetchRemote(source.url, options.remoteHosts, fetchImpl);
    const info = await stat(source.file).catch(() => undefined);
    if (!info?.isFile()) throw new ImageError(404, IMAGE_MESSAGES.notFound);
    if (info.size > MAX_SOURCE_BYTES) throw new ImageError(400, IMAGE_MESSAGES.tooLarge);
    return readFile(source.file).catch(() => {
      throw new ImageError(404, IMAGE_MESSAGES.notFound);
    });
  }

  /** Memory, then disk. */
  async function lookup(key: string): Promise<Entry | undefined> {
    const cached = memory.get(key);
    if (cached && fresh(cached)) {
      remember(key, cached);
      return cached;
    }
    const fromDisk = await readDisk(key);
    if (fromDisk) remember(key, fromDisk);
    return fromDisk;
  }

  /** One encode per key however many ask at once. */
  function once(key: string, make: () => Promise<Entry>): Promise<Entry> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const found = await lookup(key);
        if (found) return found;
        const entry = await make();
        remember(key, entry);
        await writeDisk(key, entry);
        return entry;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * AVIF is ~3–10× slower to encode than WebP here and not always smaller (decision 087): it is
   * made after the answer, one at a time, and kept under the AVIF key only when it beats WebP;
   * otherwise the WebP bytes are kept there, so the comparison is made once.
   */
  function scheduleAvif(source: ImageSource, params: ImageParams, avifKey: string, webp: Entry) {
    if (upgrading.has(avifKey)) return;
    upgrading.add(avifKey);
    avifQueue = avifQueue
      .then(() =>
        once(avifKey, async () => {
          const avif = await produce(source, await readSource(source), params, 'avif', avifKey);
          return avif.body.byteLength < webp.body.byteLength ? avif : webp;
        }),
      )
      .catch(() => undefined)
      .finally(() => upgrading.delete(avifKey));
  }

  const keyOf = (source: ImageSource, version: string, params: ImageParams, format: FormatChoice) =>
    hashOf(
      JSON.stringify([sharp.versions.sharp, source.key, version, params.width, params.quality, format]),
    ).slice(0, 32);

  return {
    async get(params, accept) {
      const source = resolveImageSource(params.url, options.publicDir, options.remoteHosts);
      const format = chooseFormat(accept);
      // A local file's size and time are part of the key: a replaced picture is a new entry.
      let version = '';
      if (source.kind === 'local') {
        const info = await stat(source.file).catch(() => undefined);
        if (!info?.isFile()) throw new ImageError(404, IMAGE_MESSAGES.notFound);
        version = `${info.size}:${info.mtimeMs}`;
      }
      if (format === 'avif') {
        const avifKey = keyOf(source, version, params, 'avif');
        const ready = await lookup(avifKey);
        if (ready) return ready;
        const webpKey = keyOf(source, version, params, 'webp');
        const webp = await once(webpKey, async () =>
          produce(source, await readSource(source), params, 'webp', webpKey),
        );
        if (!webp.svg) scheduleAvif(source, params, avifKey, webp);
        return webp;
      }
      const key = keyOf(source, version, params, format);
      return once(key, async () => produce(source, await readSource(source), params, format, key));
    },
    idle: () => avifQueue,
  };
}
