import { unstable_notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { TanyaVideoPage } from '#site/features/tanya/video/tanya-video-page.tsx';
import { getConfig as getServerConfig } from '#site/server/config/config.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadQuestionPage } from '#site/server/tanya/question-page-loader.ts';

// Outside the (app) group: no providers, session rules or lead host (docs/product §2). A wrong slug
// never reaches this page: canonical-redirect.ts answers 301 before the router.
export default async function TanyaVideoRoute({ questionId }: PageProps<'/tanya/[questionId]/[slug]'>) {
  const { db } = await getDatabase();
  const question = await loadQuestionPage(db, questionId);
  if (!question) unstable_notFound();
  return <TanyaVideoPage question={question} origin={getServerConfig().publicOrigin} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
