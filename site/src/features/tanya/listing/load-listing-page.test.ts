import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Tables } from '#site/server/db/database.ts';
import type { TanyaPage } from '#site/server/tanya/tanya-queries.ts';
import { loadListingPage } from './load-listing-page.ts';

// Waku answers these thrown errors: the digest carries the status (and a redirect's target).
const NOT_FOUND = { digest: expect.stringContaining('"status":404') };
const movedTo = (location: string) => ({
  digest: expect.stringContaining(`"status":308,"location":"${location}"`),
});

/** A list of `total` items, 20 a page, as the queries page them. */
const listOf =
  (total: number) =>
  async (_db: Kysely<Tables>, _owner: unknown, page: number): Promise<TanyaPage<number>> => ({
    items: Array.from(
      { length: Math.max(0, Math.min(20, total - (page - 1) * 20)) },
      (_, i) => (page - 1) * 20 + i,
    ),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / 20)),
  });

const opened: string[] = [];
const database = async () => {
  opened.push('db');
  return { db: {} as Kysely<Tables> };
};

describe('loadListingPage', () => {
  it('serves a page of the list with what it belongs to', async () => {
    const loaded = await loadListingPage(
      { page: 2, findOwner: async () => ({ id: 't' }), listPage: listOf(45) },
      database,
    );
    expect(loaded).toMatchObject({ owner: { id: 't' }, page: 2, list: { total: 45, pageCount: 3 } });
    expect(loaded.list.items).toHaveLength(20);
  });

  it('answers 404, before any database work, for a segment that is not a page number or a page past the deepest', async () => {
    opened.length = 0;
    await expect(loadListingPage({ page: undefined, listPage: listOf(45) }, database)).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      loadListingPage({ page: 51, maxPage: 50, listPage: listOf(5000) }, database),
    ).rejects.toMatchObject(NOT_FOUND);
    expect(opened).toEqual([]);
  });

  it('moves /page/1 to the bare path (308) when the list has one', async () => {
    await expect(
      loadListingPage(
        { page: 1, firstPagePath: '/tanya/topic/5/matematika/pecahan', listPage: listOf(45) },
        database,
      ),
    ).rejects.toMatchObject(movedTo('/tanya/topic/5/matematika/pecahan'));
    await expect(loadListingPage({ page: 1, listPage: listOf(45) }, database)).resolves.toMatchObject({
      page: 1,
    });
  });

  it('answers 404 for an unknown owner', async () => {
    await expect(
      loadListingPage({ page: 1, findOwner: async () => undefined, listPage: listOf(45) }, database),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('answers 404 past the last page; an empty list has its first page only', async () => {
    await expect(loadListingPage({ page: 3, listPage: listOf(45) }, database)).resolves.toMatchObject({
      page: 3,
    });
    await expect(loadListingPage({ page: 4, listPage: listOf(45) }, database)).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(loadListingPage({ page: 1, listPage: listOf(0) }, database)).resolves.toMatchObject({
      list: { items: [] },
    });
    await expect(loadListingPage({ page: 2, listPage: listOf(0) }, database)).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it('lets a search without results answer every page, but not past the last page of results', async () => {
    await expect(
      loadListingPage({ page: 7, listPage: listOf(0), emptyAnswersEveryPage: true }, database),
    ).resolves.toMatchObject({ page: 7 });
    await expect(
      loadListingPage({ page: 2, listPage: listOf(3), emptyAnswersEveryPage: true }, database),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});
