import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that keeps a demo server's generated AUTH_SECRET (decision 066). */
export const DEMO_AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

function readSecretFile(file: string): string {
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${MIN_LENGTH} characters): delete it to get a new one`,
    );
  }
  return value;
}

/**
 * The demo AUTH_SECRET of a data folder: read from `<dataDir>/auth-secret`, or, on the first
 * start, 256 random bits written there with mode 0600 (only this user may read it). The same
 * folder gives the same secret after a restart, so logins survive it; another folder (another
 * demo) gets its own, so no token signed elsewhere is ever accepted here. The file appears
 * whole or not at all (written aside, then hard-linked into place, which fails if it exists):
 * when two processes start at once, the one that loses reads the winner's complete file.
 */
export function readOrCreateDemoAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, DEMO_AUTH_SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, `${value}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file);
    throw error;
  } finally {
    unlinkSync(aside);
  }
}
