import { IMAGE_DEFAULT_QUALITY } from '@bimbel/domain/constants/images';
import { truncateText } from '@bimbel/domain/text/truncate-text';
import { css } from '@bimbel/styled-system/css';
import { defaultImageLoader } from '@bimbel/ui/image/image';
import { StoredAccountArea } from '#site/features/profile/stored-account-area.tsx';
import { SiteHeaderBar } from '#site/features/shell/site-header-bar.tsx';
import { SkipLink } from '#site/features/shell/skip-link.tsx';
import { SAVE_FOR_OFFLINE_CLASSES } from '#site/features/offline/save-for-offline.styles.ts';
import { SaveForOffline } from '#site/features/offline/save-for-offline.tsx';
import { TanyaSearchForm } from '#site/features/tanya/search/tanya-search-form.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { BimbelCallToAction } from './bimbel-call-to-action.tsx';
import { PLAYER_CLASSES } from './player/player.styles.ts';
import { VideoPlayer } from './player/video-player.tsx';
import { QuestionText } from './question-text.tsx';
import { RelatedQuestions, type RelatedQuestion } from './related-questions.tsx';
import { ShareOnWhatsapp } from './share-on-whatsapp.tsx';
import { TanyaLightFooter } from './tanya-light-footer.tsx';
import { VideoBreadcrumb } from './video-breadcrumb.tsx';
import { QuestionFacts, VideoByline } from './video-details.tsx';
import { VideoPageHead } from './video-page-head.tsx';
import { buildVideoPageModel, type VideoPageQuestion } from './video-page-model.ts';
import { KeyMomentsSection, TranscriptSection } from './video-timeline.tsx';
import { WorkedSteps } from './worked-steps.tsx';

const MAIN_ID = 'isi';

const styles = {
  main: css({ maxWidth: 'container', marginInline: 'auto', paddingInline: '4', paddingTop: '3' }),
  layout: css({
    display: 'grid',
    gap: '8',
    marginTop: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', laptop: 'minmax(0, token(sizes.reading)) minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  // One column no wider than the article: a grid's auto column would grow to its widest
  // formula (MathML does not wrap) and push the page sideways on a phone.
  article: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', minWidth: 0 }),
  heading: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2' }),
  eyebrow: css({ color: 'brand.700', fontWeight: 'bold', fontSize: 'sm' }),
  aside: css({ display: 'grid', gap: '6', minWidth: 0 }),
  factsHeading: css({ fontSize: 'lg', marginBottom: '2' }),
};

export type TanyaVideoPageProps = {
  question: VideoPageQuestion & { related: readonly RelatedQuestion[]; questionHtml: string };
  /** The configured public origin (canonical and JSON-LD URLs are absolute). */
  origin: string;
};

/**
 * The Tanya video page (docs/product §2, issue 6): the question with server-rendered maths, the
 * player, the worked steps and answer (decision 096), key moments and transcript that seek it, the catalogue facts, a bimbel offer and
 * related questions — outside the app-wide providers, with the site's header (its account corner
 * read from this browser's stored session) and a light footer.
 */
export function TanyaVideoPage({ question, origin }: TanyaVideoPageProps) {
  const model = buildVideoPageModel(question, origin, SITE_INFO.brandName);
  // Through the image optimiser (decision 087): a poster takes no srcset, so one width.
  const posterUrl = question.thumbnailUrl
    ? defaultImageLoader({ src: question.thumbnailUrl, width: 640, quality: IMAGE_DEFAULT_QUALITY })
    : undefined;
  return (
    <>
      <VideoPageHead
        title={model.title}
        description={model.description}
        canonicalUrl={model.canonicalUrl}
        imageUrl={model.thumbnailUrl}
        videoUrl={model.videoUrl}
        siteName={SITE_INFO.brandName}
        structuredData={model.structuredData}
      />
      <SkipLink mainId={MAIN_ID} />
      {/* The site's header; the account corner comes from this browser's stored session after
          hydration, so the HTML stays the same for everyone (shared-cached, decision 095). */}
      <SiteHeaderBar accountArea={<StoredAccountArea />} />
      <main id={MAIN_ID} className={styles.main}>
        <VideoBreadcrumb crumbs={model.crumbs} />
        <div className={styles.layout}>
          <article aria-labelledby="soal" className={styles.article}>
            <header className={styles.heading}>
              <p className={styles.eyebrow}>{`Soal ${model.subjectName} kelas ${question.grade}`}</p>
              <QuestionText id="soal" html={question.questionHtml} />
              <VideoByline
                teacher={question.teacher}
                verified={question.verified}
                durationSeconds={question.durationSeconds}
              />
            </header>
            <VideoPlayer
              src={question.sourceUrl}
              type={question.sourceType}
              poster={posterUrl}
              captionsSrc={model.captionsPath}
              cues={model.transcript}
              durationSeconds={question.durationSeconds}
              label={`Video pembahasan: ${truncateText(question.plainText, 80)}`}
              classes={PLAYER_CLASSES}
              viewQuestionId={question.id}
            />
            <SaveForOffline
              page={{
                id: question.id,
                title: truncateText(question.plainText, 120),
                pagePath: model.pagePath,
                videoUrl: question.sourceUrl,
                posterUrl: posterUrl,
                captionsUrl: model.captionsPath,
              }}
              classes={SAVE_FOR_OFFLINE_CLASSES}
            />
            <ShareOnWhatsapp message={model.shareMessage} />
            <WorkedSteps solution={model.solution} />
            <KeyMomentsSection moments={model.keyMoments} />
            <TranscriptSection cues={model.transcript} />
            <section aria-labelledby="tentang-soal">
              <h2 id="tentang-soal" className={styles.factsHeading}>
                Tentang soal ini
              </h2>
              <QuestionFacts
                grade={question.grade}
                subjectName={model.subjectName}
                chapterName={question.chapterName}
                chapterPath={model.chapterPath}
                topicName={question.topicName}
                topicPath={model.topicPath}
                curriculum={question.curriculum}
              />
            </section>
          </article>
          <aside aria-label="Lanjut belajar" className={styles.aside}>
            <TanyaSearchForm id="video-cari" />
            <BimbelCallToAction />
            <RelatedQuestions questions={question.related} />
          </aside>
        </div>
      </main>
      <TanyaLightFooter />
    </>
  );
}
