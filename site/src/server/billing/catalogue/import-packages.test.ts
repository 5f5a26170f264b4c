import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../../db/testing/test-database.ts';
import { describeBackend, TEST_ADMIN_TOKEN } from '../../testing/backend-harness.ts';
import { importCliRunner } from '../../testing/import-cli-runner.ts';
import { runImportPackages } from './import-package-cli.ts';

const IMPORT = '/api/admin/packages/import';
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const SAMPLE = path.resolve(import.meta.dirname, '../../../../../docs/examples/packages.sample.json');

const smp = (overrides: Record<string, unknown> = {}) => ({
  id: 'smp-reguler',
  program: 'SMP',
  name: 'Bimbel SMP',
  grades: [7, 8, 9],
  monthlyPrice: 299_000,
  tenures: [
    { months: 1, price: 299_000 },
    { months: 3, price: 807_000 },
  ],
  ...overrides,
});

type ErrorAnswer = {
  error: { code: string; message: string; problems?: { index: number; key?: string; reason: string }[] };
};

describeBackend('the package import', (h) => {
  beforeEach(() => resetTables(h().database));
  const db = () => h().database.db;
  const post = (json: unknown, query = '') =>
    h().request('POST', `${IMPORT}${query}`, { json, headers: ADMIN });

  it('creates, then updates by id, then leaves an equal record unchanged', async () => {
    const first = await post({ packages: [smp(), smp({ id: 'smp-kilat', isPopular: false })] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { dryRun: false, created: 2, updated: 0, unchanged: 0 } });

    const second = await post({
      packages: [
        smp({
          tenures: [
            { months: 1, price: 299_000 },
            { months: 6, price: 1_500_000 },
          ],
        }),
        smp({ id: 'smp-kilat' }),
      ],
    });
    expect(await second.json()).toEqual({ data: { dryRun: false, created: 0, updated: 1, unchanged: 1 } });
    const tenures = await db()
      .selectFrom('package_tenures')
      .select(['months', 'price'])
      .where('package_id', '=', 'smp-reguler')
      .orderBy('months')
      .execute();
    expect(tenures).toEqual([
      { months: 1, price: 299_000 },
      { months: 6, price: 1_500_000 },
    ]);
  });

  it('answers an import of nothing as a no-op that counts nothing, never a 5xx', async () => {
    for (const query of ['', '?dryRun=true']) {
      const response = await post({ packages: [] }, query);
      expect(response.status, query).toBe(200);
      expect(await response.json(), query).toEqual({
        data: { dryRun: query !== '', created: 0, updated: 0, unchanged: 0 },
      });
    }
  });

  it('writes nothing when one record is bad, and lists every bad record with its reason in Indonesian', async () => {
    const response = await post({
      packages: [
        smp(),
        smp({ id: 'SMP besar', grades: [4] }),
        smp({ id: 'sd', program: 'SD', grades: [5], monthlyPrice: 1.5 }),
        smp(),
      ],
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.message).toBe('3 paket tidak valid. Tidak ada yang disimpan; perbaiki lalu kirim lagi.');
    expect(error.problems?.map(({ index, key }) => [index, key])).toEqual([
      [1, 'SMP besar'],
      [2, 'sd'],
      [3, 'smp-reguler'],
    ]);
    expect(error.problems?.[1]?.reason).toMatch(/monthlyPrice harus angka rupiah bulat/);
    expect(error.problems?.[2]?.reason).toBe('id sama dengan paket di nomor 0');
    expect(await db().selectFrom('packages').select('id').execute()).toEqual([]);
  });

  it('refuses a second popular package in a program, counting the stored ones', async () => {
    expect((await post({ packages: [smp({ isPopular: true })] })).status).toBe(200);
    const response = await post({ packages: [smp({ id: 'smp-kilat', isPopular: true })] });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.problems?.[0]?.reason).toMatch(/sudah punya paket populer \(smp-reguler\)/);
    expect(await db().selectFrom('packages').select('id').execute()).toEqual([{ id: 'smp-reguler' }]);
  });

  it('checks and counts without keeping anything with dryRun=true', async () => {
    const response = await post({ packages: [smp()] }, '?dryRun=true');
    expect(await response.json()).toEqual({ data: { dryRun: true, created: 1, updated: 0, unchanged: 0 } });
    expect(await db().selectFrom('packages').select('id').execute()).toEqual([]);
  });

  it('is closed without the admin token', async () => {
    expect((await h().request('POST', IMPORT, { json: { packages: [smp()] } })).status).toBe(401);
  });
});

describeBackend('packages:import CLI', (h) => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-packages-cli-'));
    await fs.writeFile(
      path.join(cwd, 'salah.json'),
      `{\n  "packages": [\n    ${JSON.stringify(smp())},\n    ${JSON.stringify(smp({ id: 'x', tenures: [{ months: 2, price: 5000 }] }))}\n  ]\n}\n`,
    );
  });
  afterAll(() => fs.rm(cwd, { recursive: true, force: true }));
  beforeEach(() => resetTables(h().database));
  const cli = importCliRunner(runImportPackages, { database: () => h().database, cwd: () => cwd });

  it('imports the sample file, exits 0, and a second run changes nothing', async () => {
    expect(await cli.run([SAMPLE])).toEqual({
      code: 0,
      stdout: '✔ Diimpor: paket 2 baru, 0 diperbarui, 0 tetap.\n',
      stderr: '',
    });
    expect((await cli.run([SAMPLE])).stdout).toBe('✔ Diimpor: paket 0 baru, 0 diperbarui, 2 tetap.\n');
  });

  it('reports each bad package with its file and line, exits 1 and writes nothing', async () => {
    const result = await cli.run(['salah.json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'salah.json:4 [x] tenures.0.months: months harus 1, 3, 6 atau 12\n✖ 1 masalah ditemukan. Tidak ada yang ditulis.\n',
    );
    expect(await h().database.db.selectFrom('packages').select('id').execute()).toEqual([]);
  });
});
