import { css } from '@bimbel/styled-system/css';
import { buildTanyaSearchPath } from './search-path.ts';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', marginTop: '2' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '10',
  paddingInline: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'line',
  bg: 'surface',
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.700', textDecoration: 'underline' },
  _focusVisible: { focusOutline: 'default' },
});
const heading = css({ fontWeight: 'bold' });

/** Searches to try, each a link to its results. */
export function SearchSuggestions({
  suggestions,
  title = 'Coba cari:',
}: {
  suggestions: readonly string[];
  title?: string;
}) {
  if (suggestions.length === 0) return null;
  return (
    <nav aria-label="Saran pencarian">
      <p className={heading}>{title}</p>
      <ul className={list}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <a href={buildTanyaSearchPath(suggestion)} className={chip}>
              {suggestion}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
