import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaChapterPath, buildTanyaTopicPath, buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import { truncateText } from '@bimbel/domain/text/truncate-text';
import { cleanTranscript, type TranscriptCue } from '@bimbel/domain/tanya/transcript';
import { buildTanyaTrail } from '../listing/tanya-trail.ts';
import { buildEndpointPath } from '@bimbel/domain/contracts/endpoint';
import { TANYA_CAPTIONS } from '@bimbel/domain/contracts/endpoints';
import {
  buildBreadcrumbList,
  buildVideoObject,
  toAbsoluteUrl,
  type KeyMoment,
} from './video-structured-data.ts';

/** The narrator: a roster teacher has a slug (their Guru Juara card) and a portrait (decision 093). */
export type VideoNarrator = { name: string; slug: string | null; photoUrl: string | null };

/**
 * What the video page needs of a question (the shape `loadQuestionPage` returns: `findQuestionPage`
 * with the worked steps and answer rendered by `renderQuestionHtml`).
 */
export type VideoPageQuestion = {
  id: string;
  slug: string;
  text: string;
  plainText: string;
  grade: number;
  subject: string;
  curriculum: string;
  chapterName: string;
  chapterSlug: string;
  topicName: string;
  topicSlug: string;
  sourceUrl: string;
  sourceType: 'mp4' | 'hls';
  durationSeconds: number;
  thumbnailUrl: string | null;
  teacherName: string;
  teacher: VideoNarrator;
  verified: boolean;
  transcript: TranscriptCue[];
  keyMoments: KeyMoment[];
  /** The worked steps in order as HTML (MathML, the rest escaped); empty when there are none. */
  stepsHtml: readonly string[];
  /** The final answer as HTML, or null when the import gave none. */
  answerHtml: string | null;
  uploadedAt: Date;
};

/** The worked solution the page lists under the video: its steps and, when given, the answer. */
export type WorkedSolution = { stepsHtml: readonly string[]; answerHtml: string | null };

/**
 * The worked solution to show, or undefined when the question has no steps: an answer alone, with
 * no way to it, is not shown (the video is the explanation then).
 */
function toWorkedSolution(question: Pick<VideoPageQuestion, 'stepsHtml' | 'answerHtml'>): WorkedSolution | undefined {
  if (question.stepsHtml.length === 0) return undefined;
  return { stepsHtml: question.stepsHtml, answerHtml: question.answerHtml };
}

/** Longest question part of the `<title>` (search results show about 60 characters). */
export const TITLE_QUESTION_MAX_LENGTH = 60;
/** Longest meta description. */
export const DESCRIPTION_MAX_LENGTH = 160;
/** Longest question text as the breadcrumb's last entry and the video's name. */
export const CRUMB_MAX_LENGTH = 60;
export const VIDEO_NAME_MAX_LENGTH = 100;

/** How much of the question a WhatsApp share quotes before the link. */
const SHARE_QUESTION_MAX_LENGTH = 100;

export type VisibleCrumb = { label: string; href?: string };

/**
 * Everything of the video page that is derived, not drawn: title, description, canonical URL,
 * breadcrumb, cleaned transcript, the worked solution and the JSON-LD (VideoObject + BreadcrumbList).
 */
export function buildVideoPageModel(question: VideoPageQuestion, origin: string, brandName: string) {
  const pagePath = buildTanyaVideoPath(question.id, question.slug);
  const canonicalUrl = toAbsoluteUrl(origin, pagePath);
  const subjectName = toSubjectName(question.subject);
  const scope = { grade: question.grade, subject: question.subject };
  const chapterPath = buildTanyaChapterPath({ ...scope, chapter: question.chapterSlug });
  const topicPath = buildTanyaTopicPath({ ...scope, topic: question.topicSlug });
  const title = `${truncateText(question.plainText, TITLE_QUESTION_MAX_LENGTH)} | Tanya ${brandName}`;
  const description = truncateText(
    `Video pembahasan ${subjectName} kelas ${question.grade}, ${question.topicName}: ${question.plainText}`,
    DESCRIPTION_MAX_LENGTH,
  );
  const transcript = cleanTranscript(question.transcript);
  const keyMoments = [...question.keyMoments].sort((a, b) => a.start - b.start);
  // The same trail as the topic and chapter pages (grade and subject lead to their part of the
  // browse list on /tanya), then the question.
  const trail = buildTanyaTrail({
    ...scope,
    chapter: { name: question.chapterName, slug: question.chapterSlug },
    topic: { name: question.topicName, slug: question.topicSlug },
  });
  const crumbs: VisibleCrumb[] = [
    ...trail.map(({ label, href }) => ({ label, href })),
    { label: truncateText(question.plainText, CRUMB_MAX_LENGTH) },
  ];
  const structuredData = [
    buildVideoObject({
      origin,
      pagePath,
      name: truncateText(question.plainText, VIDEO_NAME_MAX_LENGTH),
      description,
      thumbnailUrl: question.thumbnailUrl,
      contentUrl: question.sourceUrl,
      uploadDate: question.uploadedAt,
      durationSeconds: question.durationSeconds,
      keyMoments,
      transcript: transcript.map((cue) => cue.text).join(' '),
      teacherName: question.teacherName,
    }),
    // Grade and subject have no page of their own: the structured trail lists the pages.
    buildBreadcrumbList(origin, [
      { name: 'Tanya', path: '/tanya' },
      { name: question.chapterName, path: chapterPath },
      { name: question.topicName, path: topicPath },
      { name: truncateText(question.plainText, CRUMB_MAX_LENGTH), path: pagePath },
    ]),
  ];
  return {
    pagePath,
    canonicalUrl,
    title,
    description,
    subjectName,
    chapterPath,
    topicPath,
    crumbs,
    transcript,
    keyMoments,
    solution: toWorkedSolution(question),
    structuredData,
    thumbnailUrl: question.thumbnailUrl ? toAbsoluteUrl(origin, question.thumbnailUrl) : undefined,
    videoUrl: question.sourceType === 'mp4' ? toAbsoluteUrl(origin, question.sourceUrl) : undefined,
    captionsPath: buildEndpointPath(TANYA_CAPTIONS, { id: question.id }),
    shareMessage: `Pembahasan soal ${subjectName} kelas ${question.grade}: “${truncateText(question.plainText, SHARE_QUESTION_MAX_LENGTH)}” ${canonicalUrl}`,
  };
}

export type VideoPageModel = ReturnType<typeof buildVideoPageModel>;
