import { describe, expect, it } from 'vitest';
import { buildPaginatedPath } from './paginated-path.ts';

describe('buildPaginatedPath', () => {
  const base = '/tanya/topic/10/matematika/persamaan-kuadrat';

  it('leaves page 1 bare', () => {
    expect(buildPaginatedPath(base, 1)).toBe(base);
  });

  it('appends /page/{n} from page 2', () => {
    expect(buildPaginatedPath(base, 2)).toBe(`${base}/page/2`);
    expect(buildPaginatedPath(base, 17)).toBe(`${base}/page/17`);
  });

  it('treats page 0, negative and fractional pages as page 1', () => {
    expect(buildPaginatedPath(base, 0)).toBe(base);
    expect(buildPaginatedPath(base, -3)).toBe(base);
    expect(buildPaginatedPath(base, 2.5)).toBe(base);
  });

  it('does not double a trailing slash', () => {
    expect(buildPaginatedPath(`${base}/`, 3)).toBe(`${base}/page/3`);
  });
});
