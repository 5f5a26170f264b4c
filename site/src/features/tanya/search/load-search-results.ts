import { getDatabase } from '#site/server/db/database.ts';
import { SEARCH_MAX_PAGE } from '@bimbel/domain/contracts/tanya-contracts';
import { listCatalogue, searchQuestions } from '#site/server/tanya/tanya-queries.ts';
import { groupCatalogue } from '../catalogue/group-catalogue.ts';
import { pickSearchSuggestions } from '../catalogue/search-suggestions.ts';
import { readQueryPage } from '../listing/page-number.ts';
import { loadListingPage } from '../listing/load-listing-page.ts';

const SUGGESTION_COUNT = 6;

/**
 * The search results page's data, `/tanya/cari?q=…&page=…`: a page of results and, when there
 * are none (or nothing was asked), searches to try. Pages past `SEARCH_MAX_PAGE`, or past the
 * last page of results, answer 404; a search without results answers every page.
 */
export async function loadSearchResults(rawQuery: string) {
  const params = new URLSearchParams(rawQuery);
  const { list: result, page } = await loadListingPage({
    page: readQueryPage(params),
    maxPage: SEARCH_MAX_PAGE,
    listPage: (db, _owner, n) => searchQuestions(db, params.get('q') ?? '', n),
    emptyAnswersEveryPage: true,
  });
  const suggestions =
    result.items.length > 0
      ? []
      : pickSearchSuggestions(
          groupCatalogue(await listCatalogue((await getDatabase()).db)),
          SUGGESTION_COUNT,
        );
  return { result, page, suggestions };
}

export type SearchResultsData = Awaited<ReturnType<typeof loadSearchResults>>;
