import { css, cx } from '@bimbel/styled-system/css';
import { button, field } from '@bimbel/styled-system/recipes';
import { SEARCH_QUERY_MAX_LENGTH } from '@bimbel/domain/tanya/search-query';
import { TANYA_SEARCH_PATH } from './search-path.ts';

const form = css({ display: 'flex', flexDirection: 'column', gap: '1', width: '100%', maxWidth: 'reading' });
const row = css({ display: 'flex', gap: '2', alignItems: 'stretch' });
const input = css({
  flex: '1',
  minWidth: '0',
  // The field recipe draws its ring from React Aria's data attributes; this is a plain input.
  _focusVisible: { focusOutline: 'field' },
  '&::-webkit-search-cancel-button': { cursor: 'pointer' },
});

export type TanyaSearchFormProps = {
  /** The current query, shown in the box on the results page. */
  defaultQuery?: string;
  /** Ids must be unique when two forms share a page. */
  id?: string;
};

/**
 * The Tanya search box: a real GET form to the results page, so it works before (and without)
 * JavaScript; with JavaScript the Tanya navigation sends it as a client-side route change.
 */
export function TanyaSearchForm({ defaultQuery = '', id = 'tanya-search' }: TanyaSearchFormProps) {
  const classes = field();
  const inputId = `${id}-q`;
  return (
    <form
      role="search"
      aria-label="Cari video pembahasan"
      action={TANYA_SEARCH_PATH}
      method="get"
      data-tanya-search=""
      className={form}
    >
      <label htmlFor={inputId} className={classes.label}>
        Cari soal atau topik
      </label>
      <div className={row}>
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={defaultQuery}
          placeholder="Contoh: luas lingkaran"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className={cx(classes.control, input)}
        />
        <button type="submit" className={button({ variant: 'primary', size: 'large' })}>
          Cari
        </button>
      </div>
    </form>
  );
}
