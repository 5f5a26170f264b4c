/*
 * schema.org data of a Tanya video page (issue 6 "SEO"): a `VideoObject` whose key moments are
 * `Clip`s (Google shows them as chapters and jumps to `?t=<seconds>`), and a `BreadcrumbList`.
 * Not `QAPage`: Google reserves it for pages where users answer each other. Pure functions, so
 * tests check the shape without a server.
 */

export type KeyMoment = { start: number; end: number; name: string };

export type VideoObjectInput = {
  /** The configured public origin, no trailing slash: `https://cobelajar.id`. */
  origin: string;
  /** The canonical path of the page: `/tanya/{id}/{slug}`. */
  pagePath: string;
  name: string;
  description: string;
  /** A path on this site or an absolute URL. */
  thumbnailUrl: string | null;
  contentUrl: string;
  uploadDate: Date;
  durationSeconds: number;
  keyMoments: readonly KeyMoment[];
  /** The cleaned transcript as one text. */
  transcript?: string;
  teacherName?: string;
};

export type BreadcrumbEntry = { name: string; path: string };

/**
 * An ISO 8601 duration of whole seconds, as schema.org wants it.
 *
 * @example
 * toIsoDuration(35); // 'PT35S'
 * toIsoDuration(3725); // 'PT1H2M5S'
 */
export function toIsoDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || seconds === 0 ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

/**
 * A path of this site (or an absolute http(s) URL, unchanged) as an absolute URL.
 *
 * @example
 * toAbsoluteUrl('https://cobelajar.id', '/media/tanya/a.jpg'); // 'https://cobelajar.id/media/tanya/a.jpg'
 */
export function toAbsoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}

/** The page address that starts the video at `seconds` (the player reads `?t=`). */
export function buildStartAtUrl(pageUrl: string, seconds: number): string {
  return `${pageUrl}?t=${Math.max(0, Math.floor(seconds))}`;
}

/** schema.org `VideoObject` with a `Clip` per key moment. */
export function buildVideoObject(input: VideoObjectInput) {
  const pageUrl = toAbsoluteUrl(input.origin, input.pagePath);
  const clips = input.keyMoments.map((moment) => ({
    '@type': 'Clip',
    name: moment.name,
    startOffset: Math.floor(moment.start),
    endOffset: Math.ceil(moment.end),
    url: buildStartAtUrl(pageUrl, moment.start),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    ...(input.thumbnailUrl ? { thumbnailUrl: [toAbsoluteUrl(input.origin, input.thumbnailUrl)] } : {}),
    uploadDate: input.uploadDate.toISOString(),
    duration: toIsoDuration(input.durationSeconds),
    contentUrl: toAbsoluteUrl(input.origin, input.contentUrl),
    url: pageUrl,
    inLanguage: 'id',
    isFamilyFriendly: true,
    ...(input.teacherName ? { creator: { '@type': 'Person', name: input.teacherName } } : {}),
    ...(input.transcript ? { transcript: input.transcript } : {}),
    ...(clips.length > 0 ? { hasPart: clips } : {}),
  };
}

/** schema.org `BreadcrumbList`, from the top level down to this page. */
export function buildBreadcrumbList(origin: string, entries: readonly BreadcrumbEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: toAbsoluteUrl(origin, entry.path),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so no text in the data can close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
