import type { PageProps } from 'waku/router';
import { SearchResults } from '#site/features/tanya/search/search-results.tsx';

// Tanya search results: /tanya/cari?q=…&page=… (docs/decisions/050).
export default async function TanyaSearchPage({ query }: PageProps<'/tanya/cari'>) {
  return <SearchResults rawQuery={query ?? ''} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
