import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExclusiveLock } from './pglite-dialect.ts';
import type { Database } from './open-database.ts';
import { createTestDatabase, resetTables } from './testing/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ExclusiveLock', () => {
  it('hands the lock to waiters one at a time, first come first served', async () => {
    const lock = new ExclusiveLock();
    const order: string[] = [];
    await lock.acquire(1000);
    const waiters = ['b', 'c'].map((name) =>
      lock.acquire(1000).then(() => {
        order.push(name);
        lock.release();
      }),
    );
    await sleep(10);
    expect(order).toEqual([]); // still held by the first owner
    order.push('a');
    lock.release();
    await Promise.all(waiters);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('fails a waiter after the timeout with advice, and keeps working afterwards', async () => {
    const lock = new ExclusiveLock();
    await lock.acquire(1000);
    await expect(lock.acquire(20)).rejects.toThrow(/still busy after 20 ms.*run every query on trx/);
    lock.release();
    await expect(lock.acquire(20)).resolves.toBeUndefined();
  });
});

describe('PGlite dialect', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetTables(database);
  });

  const countAccounts = async () =>
    Number(
      (
        await database.db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('runs no other query inside a transaction that is still open', async () => {
    const events: string[] = [];
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ phone_e164: '+6281100000001' }).execute();
      events.push('first insert');
      await sleep(50);
      await trx.insertInto('accounts').values({ phone_e164: '+6281100000002' }).execute();
      events.push('commit');
    });
    await sleep(10); // the transaction is now between its two inserts
    const seenOutside = countAccounts().then((n) => {
      events.push(`outside query saw ${n}`);
    });
    await Promise.all([transaction, seenOutside]);
    // On one shared session the outside query would have seen 1 (the uncommitted first insert).
    expect(events).toEqual(['first insert', 'commit', 'outside query saw 2']);
  });

  it('keeps two concurrent transactions apart: a rollback of one does not undo the other', async () => {
    const failing = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ phone_e164: '+6281100000011' }).execute();
      await sleep(30);
      throw new Error('boom');
    });
    const succeeding = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ phone_e164: '+6281100000012' }).execute();
    });
    await expect(failing).rejects.toThrow('boom');
    await succeeding;
    const phones = await database.db.selectFrom('accounts').select('phone_e164').execute();
    expect(phones).toEqual([{ phone_e164: '+6281100000012' }]);
  });

  it('releases the connection after a failed query, so later queries run', async () => {
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toThrow(/no_such_table/);
    await expect(countAccounts()).resolves.toBe(0);
  });

  it('reports affected rows of insert, update and delete', async () => {
    const insert = await database.db
      .insertInto('accounts')
      .values([{ phone_e164: '+6281100000021' }, { phone_e164: '+6281100000022' }])
      .executeTakeFirstOrThrow();
    expect(insert.numInsertedOrUpdatedRows).toBe(2n);
    const update = await database.db
      .updateTable('accounts')
      .set({ updated_at: new Date() })
      .executeTakeFirstOrThrow();
    expect(update.numUpdatedRows).toBe(2n);
    const remove = await database.db
      .deleteFrom('accounts')
      .where('phone_e164', '=', '+6281100000021')
      .executeTakeFirstOrThrow();
    expect(remove.numDeletedRows).toBe(1n);
  });

  it('rolls back to a savepoint inside a transaction', async () => {
    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('accounts').values({ phone_e164: '+6281100000031' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('accounts').values({ phone_e164: '+6281100000032' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    const phones = await database.db.selectFrom('accounts').select('phone_e164').execute();
    expect(phones).toEqual([{ phone_e164: '+6281100000031' }]);
  });

  it('runs a parameterless script of several statements, returning the last result', async () => {
    const result = await sql<{
      n: number;
    }>`create temporary table t (n int); insert into t values (1), (2); select sum(n)::int as n from t`.execute(
      database.db,
    );
    expect(result.rows).toEqual([{ n: 3 }]);
  });
});
