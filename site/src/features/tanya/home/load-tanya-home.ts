import { getDatabase } from '#site/server/db/database.ts';
import { listCatalogue, listRecommendedQuestions } from '#site/server/tanya/tanya-queries.ts';
import { groupCatalogue } from '../catalogue/group-catalogue.ts';

/** Recommended videos on /tanya: two rows on a laptop, the rest on the recommended list. */
export const HOME_RECOMMENDED_COUNT = 6;

/** The Tanya home page's data: the catalogue to browse by grade and subject, and the first recommended videos. */
export async function loadTanyaHome() {
  const { db } = await getDatabase();
  const [rows, recommended] = await Promise.all([
    listCatalogue(db),
    listRecommendedQuestions(db, 1, HOME_RECOMMENDED_COUNT),
  ]);
  return { catalogue: groupCatalogue(rows), recommended };
}

export type TanyaHomeData = Awaited<ReturnType<typeof loadTanyaHome>>;
