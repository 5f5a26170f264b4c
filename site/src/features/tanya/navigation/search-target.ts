import { buildTanyaSearchPath } from '../search/search-path.ts';

/**
 * The results address of a submitted Tanya search form (marked `data-tanya-search`), or null
 * for any other form.
 */
export function toSearchTarget(form: HTMLFormElement): string | null {
  if (!form.hasAttribute('data-tanya-search')) return null;
  const query = new FormData(form).get('q');
  return buildTanyaSearchPath(typeof query === 'string' ? query : '');
}
