/**
 * Whether any string in a value contains a non-ASCII character (docs/product §5). Walks nested
 * objects and arrays; only string values are checked, not keys, and other types
 * (numbers, booleans, null, dates) count as ASCII. Cycles are visited once.
 *
 * @example
 * containsNonAscii({ name: 'Budi', address: { city: 'Bandung' } }); // false
 * containsNonAscii({ tags: ['ok', 'café'] }); // true
 */
export function containsNonAscii(value: unknown): boolean {
  return visit(value, new WeakSet());
}

function visit(value: unknown, seen: WeakSet<object>): boolean {
  if (typeof value === 'string') return hasNonAsciiCharacter(value);
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => visit(child, seen));
}

function hasNonAsciiCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) > 0x7f) return true;
  }
  return false;
}
