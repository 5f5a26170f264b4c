// A crawler for the built site (site-crawl.test.ts): plain HTTP and an HTML parser, no browser.
// Every internal address is requested once; pages (HTML answers) are parsed and their links,
// resources and forms followed; the sitemaps are read too. Redirects are followed to their end.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { CookieJar } from 'tough-cookie';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** One internal address as the server answered it (redirects not followed). */
export type Answer = {
  status: number;
  location: string | null;
  contentType: string;
  /** The HTML of a 200 text/html answer (others: null). */
  html: string | null;
};

/** Where a reference was found: the page, what kind of reference, and the address as written. */
export type Reference = { page: string; kind: string; href: string };

export type BrokenLink = Reference & { url: string; status: string };

export type CrawlResult = {
  /** Every internal address checked, by path and query, with its answer. */
  answers: Map<string, Answer>;
  /** The pages parsed (HTML answers with status 200), by path and query. */
  pages: Map<string, string>;
  /** Every reference found, once per page, kind and address. */
  references: Reference[];
  broken: BrokenLink[];
  /** Addresses requested (those taken from `filesFrom` not counted). */
  requests: number;
  ms: number;
};

export type CrawlOptions = {
  base: string;
  /** Addresses to start from besides '/' and the sitemaps (e.g. private pages no page links to). */
  seeds?: readonly string[];
  jar?: CookieJar;
  concurrency?: number;
  /** A safety bound: the crawl fails past this many addresses (a link loop that makes new URLs). */
  maxAddresses?: number;
  /** A redirect is deliberate when it ends, within this many hops, on a 2xx page of the site. */
  maxRedirects?: number;
  /**
   * An earlier crawl's answers whose files (200, neither HTML nor XML: scripts, styles, pictures,
   * videos) are the same for every visitor, so they are not requested again.
   */
  filesFrom?: ReadonlyMap<string, Answer>;
};

/** Attributes that hold an address, by element; `srcset`s are read separately. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
};
/** `<link rel>` values that name no document to fetch. */
const LINK_RELS_WITHOUT_FETCH = new Set(['preconnect', 'dns-prefetch']);
/** Open Graph properties that hold an address. */
const META_URL_PROPERTIES = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:video:url',
]);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

/** What one parsed page refers to, and the ids it carries (for `#fragment` links into it). */
export function readPage(html: string) {
  const references: { kind: string; href: string; followable: boolean }[] = [];
  const ids = new Set<string>();
  for (const element of elements(parse(html))) {
    const id = attribute(element, 'id');
    if (id) ids.add(id);
    const tag = element.tagName;
    if (tag === 'a' || tag === 'area') {
      const name = attribute(element, 'name');
      if (name) ids.add(name);
    }
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const value = attribute(element, name);
      if (!value) continue;
      if (tag === 'link') {
        const rels = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (rels.some((rel) => LINK_RELS_WITHOUT_FETCH.has(rel))) continue;
        references.push({
          kind: `link[rel=${rels.join(' ')}]`,
          href: value,
          followable: rels.includes('canonical') || rels.includes('alternate'),
        });
      } else {
        references.push({ kind: `${tag}[${name}]`, href: value, followable: tag === 'a' || tag === 'area' });
      }
    }
    for (const name of ['srcset', 'imagesrcset']) {
      const srcset = attribute(element, name);
      if (!srcset) continue;
      for (const candidate of srcset.split(',')) {
        const href = candidate.trim().split(/\s+/)[0];
        if (href) references.push({ kind: `${tag}[${name}]`, href, followable: false });
      }
    }
    if (tag === 'form' && (attribute(element, 'method') ?? 'get').toLowerCase() === 'get') {
      const action = attribute(element, 'action');
      if (action !== undefined) references.push({ kind: 'form[action]', href: action, followable: true });
    }
    if (tag === 'meta') {
      const property = attribute(element, 'property') ?? '';
      const content = attribute(element, 'content');
      if (content && META_URL_PROPERTIES.has(property)) {
        references.push({ kind: `meta[${property}]`, href: content, followable: property === 'og:url' });
      }
    }
  }
  return { references, ids };
}

/** The `<loc>`s of a sitemap or sitemap index. */
export function readSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    match[1]!
      .replaceAll('&amp;', '&')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'"),
  );
}

/** Runs `tasks` with at most `limit` at a time, including tasks added while it runs. */
function pool(limit: number) {
  const queue: (() => Promise<void>)[] = [];
  let running = 0;
  let idle: () => void = () => {};
  let done = new Promise<void>((resolve) => (idle = resolve));
  let failure: unknown = null;
  const next = () => {
    while (running < limit && queue.length > 0) {
      const task = queue.shift()!;
      running++;
      task()
        .catch((error: unknown) => (failure ??= error))
        .finally(() => {
          running--;
          next();
        });
    }
    if (running === 0 && queue.length === 0) idle();
  };
  return {
    add(task: () => Promise<void>) {
      if (running === 0 && queue.length === 0) done = new Promise<void>((resolve) => (idle = resolve));
      queue.push(task);
      next();
    },
    async finished() {
      await done;
      if (failure) throw failure;
    },
  };
}

/**
 * Crawls the site at `base` from '/', the sitemaps (robots.txt's, /sitemap.xml) and `seeds`;
 * with a cookie jar, as the logged-in visitor it holds (Set-Cookie answers go back into it).
 * A reference is broken when its address, followed through its redirects (at most
 * `maxRedirects`), does not end on a 2xx answer of the site, or when its `#fragment` names
 * no element of the page it leads to.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const {
    base,
    jar,
    seeds = [],
    concurrency = 6,
    maxAddresses = 5_000,
    maxRedirects = 3,
    filesFrom,
  } = options;
  const origin = new URL(base).origin;
  const started = Date.now();
  const answers = new Map<string, Answer>();
  const requested = new Map<string, Promise<Answer>>();
  const pages = new Map<string, string>();
  const pageIds = new Map<string, Set<string>>();
  const references: Reference[] = [];
  /** Reference → its resolved address, followable or not (checked after the crawl). */
  const targets: { reference: Reference; url: URL }[] = [];
  const work = pool(concurrency);

  const keyOf = (url: URL) => `${url.pathname}${url.search}`;

  async function fetchOnce(url: URL): Promise<Answer> {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
    if (jar) {
      const cookie = await jar.getCookieString(url.href);
      if (cookie) headers.cookie = cookie;
    }
    const response = await fetch(url, { redirect: 'manual', headers });
    if (jar) for (const line of response.headers.getSetCookie()) await jar.setCookie(line, url.href);
    const contentType = response.headers.get('content-type') ?? '';
    const isHtml = response.status === 200 && contentType.startsWith('text/html');
    const isXml = response.status === 200 && /xml/.test(contentType);
    const body = isHtml || isXml ? await response.text() : null;
    if (!isHtml && !isXml) await response.body?.cancel();
    if (isXml && body)
      for (const loc of readSitemap(body))
        visit(new URL(loc, url), { page: keyOf(url), kind: 'sitemap <loc>', href: loc }, true);
    return {
      status: response.status,
      location: response.headers.get('location'),
      contentType,
      html: isHtml ? body : null,
    };
  }

  const followedUp = new Map<string, boolean>();
  let reused = 0;

  /** Requests `url` once (whoever asks first) and, when it is a page, follows what it refers to. */
  function request(url: URL, followable: boolean): Promise<Answer> {
    const key = keyOf(url);
    let answer = requested.get(key);
    const file = filesFrom?.get(key);
    if (!answer && file && file.status === 200 && !/html|xml/.test(file.contentType)) {
      answers.set(key, file);
      reused++;
      answer = Promise.resolve(file);
      requested.set(key, answer);
    }
    if (!answer) {
      if (requested.size >= maxAddresses)
        throw new Error(`more than ${maxAddresses} addresses: a link that makes new URLs?`);
      answer = new Promise<Answer>((resolve, reject) =>
        work.add(async () => {
          try {
            // A connection reset on a loaded machine is not a broken link: one more try.
            const got = await fetchOnce(url).catch(() => fetchOnce(url));
            answers.set(key, got);
            resolve(got);
          } catch (error) {
            reject(new Error(`${key}: ${String(error)}`));
          }
        }),
      );
      requested.set(key, answer);
      answer.catch(() => {});
    }
    // What happens after the answer is decided once per address (once more if it turns followable).
    const handled = followedUp.get(key);
    if (handled === true || (handled === false && !followable)) return answer;
    followedUp.set(key, followable);
    void answer.then(
      (got) => {
        // A redirect's target is requested too (the chain is checked after the crawl).
        if (got.location && got.status >= 300 && got.status < 400) {
          const target = new URL(got.location, url);
          if (target.origin === origin) request(stripHash(target), followable);
        } else if (followable) followPage(key, got);
      },
      () => {},
    );
    return answer;
  }

  const followed = new Set<string>();
  function followPage(key: string, got: Answer) {
    if (followed.has(key)) return;
    followed.add(key);
    if (got.html !== null) {
      pages.set(key, got.html);
      const { references: found, ids } = readPage(got.html);
      pageIds.set(key, ids);
      const seen = new Set<string>();
      for (const { kind, href, followable } of found) {
        if (seen.has(`${kind} ${href}`)) continue;
        seen.add(`${kind} ${href}`);
        visit(new URL(href, new URL(key, origin)), { page: key, kind, href }, followable);
      }
    }
  }

  const stripHash = (url: URL) => {
    const copy = new URL(url);
    copy.hash = '';
    return copy;
  };

  function visit(url: URL, reference: Reference, followable: boolean) {
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return;
    references.push(reference);
    targets.push({ reference, url });
    request(stripHash(url), followable);
  }

  // Where a crawler starts: the home page, the sitemaps robots.txt names, the given seeds.
  request(new URL('/', origin), true);
  const robots = await fetch(new URL('/robots.txt', origin));
  const robotsText = robots.status === 200 ? await robots.text() : '';
  const sitemaps = [...robotsText.matchAll(/^sitemap:\s*(\S+)/gim)].map((match) => match[1]!);
  for (const sitemap of sitemaps.length > 0 ? sitemaps : [`${origin}/sitemap.xml`]) {
    visit(new URL(sitemap, origin), { page: '/robots.txt', kind: 'Sitemap', href: sitemap }, false);
  }
  for (const seed of seeds) request(new URL(seed, origin), true);

  // Waits until no request is left (a page's links are added before its task ends).
  for (;;) {
    await work.finished();
    await Promise.allSettled([...requested.values()]);
    // followPage runs in a then() after the answer: give it a turn, then see whether it added work.
    await new Promise((resolve) => setImmediate(resolve));
    const pending = [...requested.keys()].filter((key) => !answers.has(key));
    if (pending.length === 0) break;
  }

  /** Where an address ends after its redirects: the final answer, or why it does not end well. */
  const resolveChain = (url: URL): { status: string; final: string | null } => {
    let key = keyOf(url);
    const chain: string[] = [];
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const got = answers.get(key);
      if (!got) return { status: 'not requested', final: null };
      chain.push(String(got.status));
      if (got.status >= 200 && got.status < 300) return { status: 'ok', final: key };
      if (got.status >= 300 && got.status < 400 && got.location) {
        const next = new URL(got.location, new URL(key, origin));
        if (next.origin !== origin)
          return { status: `${chain.join(' → ')} off-site (${next.href})`, final: null };
        key = keyOf(next);
        continue;
      }
      return { status: chain.join(' → '), final: null };
    }
    return { status: `${chain.join(' → ')} (more than ${maxRedirects} redirects)`, final: null };
  };

  const broken: BrokenLink[] = [];
  const reported = new Set<string>();
  for (const { reference, url } of targets) {
    const { status, final } = resolveChain(stripHash(url));
    let problem = status === 'ok' ? null : status;
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!problem && fragment && final && pageIds.has(final) && !pageIds.get(final)!.has(fragment)) {
      problem = `no element with id "${fragment}"`;
    }
    if (!problem) continue;
    const id = `${reference.page} ${reference.kind} ${reference.href}`;
    if (reported.has(id)) continue;
    reported.add(id);
    broken.push({ ...reference, url: keyOf(url) + url.hash, status: problem });
  }
  for (const seed of seeds) {
    const { status } = resolveChain(new URL(seed, origin));
    if (status !== 'ok') broken.push({ page: '(seed)', kind: 'seed', href: seed, url: seed, status });
  }
  return { answers, pages, references, broken, requests: answers.size - reused, ms: Date.now() - started };
}

/** The broken references as a readable report: page → link → status, one per line. */
export function formatBroken(broken: readonly BrokenLink[]): string {
  return broken.map((item) => `${item.page} → ${item.href} (${item.kind}) → ${item.status}`).join('\n');
}
