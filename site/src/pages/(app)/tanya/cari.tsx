import type { PageProps } from 'waku/router';
import { loadSearchResults } from '#site/features/tanya/search/load-search-results.ts';
import { SearchResults } from '#site/features/tanya/search/search-results.tsx';

// Tanya search results: /tanya/cari?q=…&page=… (docs/decisions/050).
export default async function TanyaSearchPage({ query }: PageProps<'/tanya/cari'>) {
  const search = await loadSearchResults(query ?? '');
  return <SearchResults search={search} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
