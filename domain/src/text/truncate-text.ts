export const ELLIPSIS = '...';

/**
 * Shortens text to at most `limit` characters: text longer than the limit is cut to
 * `limit − 3` characters and '...' is appended (docs/product §9); shorter text is unchanged.
 *
 * Edge cases: the cut never splits an emoji or other surrogate pair (it steps back one
 * character instead, so the result may be one shorter); with a limit of 3 or less there
 * is no room for text and an ellipsis, so the text is just cut to the limit.
 * Lengths are UTF-16 code units, like `String#length` and HTML `maxlength`.
 *
 * @throws {RangeError} when `limit` is not a non-negative integer — a programming error.
 * @example
 * truncateText('Persamaan kuadrat dan fungsi', 12); // 'Persamaan...'
 * truncateText('Pecahan', 12); // 'Pecahan'
 */
export function truncateText(text: string, limit: number): string {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
  }
  if (text.length <= limit) return text;
  if (limit <= ELLIPSIS.length) return cutWithoutSplittingPair(text, limit);
  return cutWithoutSplittingPair(text, limit - ELLIPSIS.length) + ELLIPSIS;
}

function cutWithoutSplittingPair(text: string, length: number): string {
  const lastCode = text.charCodeAt(length - 1);
  const splitsPair = length > 0 && lastCode >= 0xd800 && lastCode <= 0xdbff;
  return text.slice(0, splitsPair ? length - 1 : length);
}
