import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { createTestDataDir } from '../db/testing/test-database.ts';
import type { Database } from '../db/database.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { runExportLeads, type ExportLeadsIo } from './export-leads-cli.ts';
import { LEAD_EXPORT_MESSAGES } from '@bimbel/domain/lead/lead-export-query';
import { LEAD_CSV_COLUMNS, type ExportedLead } from './lead-export.ts';
import { collectOutput } from '../testing/output-collector.ts';

const SITE_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SCRIPT = path.join(SITE_DIR, 'scripts', 'export-leads.ts');

async function insertLeads(database: Database, leads: { name: string; createdAt: string }[]) {
  for (const [index, lead] of leads.entries()) {
    await database.db
      .insertInto('leads')
      .values({
        user_type: 'parent',
        phone_e164: `+62812400000${String(index).padStart(2, '0')}`,
        name: lead.name,
        grade: '6',
        source_page: 'Home Page Banner',
        request_id: `cli-${index}`,
        created_at: lead.createdAt,
      })
      .execute();
  }
}

const NOVEMBER_EDGES = [
  { name: 'Oktober', createdAt: '2026-10-31T16:59:59.000Z' },
  { name: 'Satu November', createdAt: '2026-10-31T17:00:00.000Z' },
  { name: 'Tiga Puluh November', createdAt: '2026-11-30T16:59:59.000Z' },
  { name: 'Desember', createdAt: '2026-11-30T17:00:00.000Z' },
];

describeBackend('leads:export CLI', (h) => {
  let cwd: string;
  beforeAll(async () => {
    await insertLeads(h().database, NOVEMBER_EDGES);
    cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-export-cli-'));
  });
  afterAll(async () => {
    await fs.rm(cwd, { recursive: true, force: true });
  });

  function io(overrides: Partial<ExportLeadsIo> = {}) {
    const stdout = collectOutput();
    const stderr = collectOutput();
    let closed = 0;
    const value: ExportLeadsIo = {
      openDatabase: async () => h().database,
      closeDatabase: async () => {
        closed += 1;
      },
      stdout: stdout.stream,
      stderr: stderr.stream,
      cwd,
      ...overrides,
    };
    return { io: value, stdout: stdout.text, stderr: stderr.text, closed: () => closed };
  }

  it('writes the CSV of a month (Jakarta days) to --out, relative to where the command was typed', async () => {
    const run = io();
    const code = await runExportLeads(
      ['--', '--from', '2026-11-01', '--to', '2026-11-30', '--out', 'november.csv'],
      run.io,
    );
    expect(code).toBe(0);
    const csv = await fs.readFile(path.join(cwd, 'november.csv'), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual([
      'Satu November',
      'Tiga Puluh November',
    ]);
    expect(lines[1]!.startsWith('2026-11-01 00:00:00,')).toBe(true);
    expect(run.stderr()).toContain('2 lead');
    expect(run.closed()).toBe(1);
    expect((await fs.readdir(cwd)).filter((name) => name.includes('.part-'))).toEqual([]);
  });

  it('writes JSON to stdout with --format json', async () => {
    const run = io();
    const code = await runExportLeads(['--from', '2026-11-01', '--format', 'json'], run.io);
    expect(code).toBe(0);
    const leads = JSON.parse(run.stdout()) as ExportedLead[];
    expect(leads.map((lead) => lead.name)).toEqual(['Satu November', 'Tiga Puluh November', 'Desember']);
    expect(leads[0]).toMatchObject({ phone_number: '+6281240000001', created_at_wib: '2026-11-01 00:00:00' });
  });

  it('writes an empty JSON array when no lead is in the range', async () => {
    const run = io();
    expect(await runExportLeads(['--from', '2030-01-01', '--format', 'json'], run.io)).toBe(0);
    expect(JSON.parse(run.stdout())).toEqual([]);
  });

  it('refuses an impossible date or range before opening the database', async () => {
    const run = io({ openDatabase: () => Promise.reject(new Error('must not open')) });
    expect(await runExportLeads(['--from', '2026-02-30'], run.io)).toBe(2);
    expect(run.stderr()).toContain(LEAD_EXPORT_MESSAGES.date);
    const reversed = io();
    expect(await runExportLeads(['--from', '2026-12-01', '--to', '2026-11-01'], reversed.io)).toBe(2);
    expect(reversed.stderr()).toContain(LEAD_EXPORT_MESSAGES.order);
  });

  it('refuses an unknown option with the usage', async () => {
    const run = io();
    expect(await runExportLeads(['--since', '2026-11-01'], run.io)).toBe(2);
    expect(run.stderr()).toContain('--since');
    expect(run.stderr()).toContain('pnpm --filter site leads:export');
  });

  it('explains that the server holds the embedded database, and how to export anyway', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-export-locked-'));
    const lock = await acquireDataDirLock(dataDir);
    try {
      const run = io({ openDatabase: () => openDatabase({ dataDir }) });
      expect(await runExportLeads(['--from', '2026-11-01'], run.io)).toBe(1);
      expect(run.stderr()).toContain(`basis data tertanam di ${dataDir} sedang dipakai proses lain`);
      expect(run.stderr()).toContain('Hentikan server itu dulu');
      expect(run.stderr()).toContain('/api/admin/leads?from=');
    } finally {
      await lock.release();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

function runScript(args: string[], env: Record<string, string>, cwd: string) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'demo',
    LOG_LEVEL: 'error',
    INIT_CWD: cwd,
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: SITE_DIR,
    env: childEnv,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

describe('leads:export script (a real process on an embedded database folder)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTestDataDir();
    const database = await openDatabase({ dataDir });
    await insertLeads(database, NOVEMBER_EDGES);
    await database.close();
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses while another process holds the folder, then exports once it is free', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const refused = await runScript(
      ['--from', '2026-11-01', '--to', '2026-11-30'],
      { DATA_DIR: dataDir },
      dataDir,
    );
    await lock.release();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`sedang dipakai proses lain (pid ${process.pid})`);

    const exported = await runScript(
      ['--', '--from', '2026-11-01', '--to', '2026-11-30', '--out', 'out.csv'],
      { DATA_DIR: dataDir },
      dataDir,
    );
    expect(exported.stderr).toContain('✔ 2 lead');
    expect(exported.code).toBe(0);
    const csv = await fs.readFile(path.join(dataDir, 'out.csv'), 'utf8');
    expect(csv).toContain('Satu November');
    expect(csv).not.toContain('Desember');
  }, 60_000);
});
