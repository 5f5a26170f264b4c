type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = 'info';

export function setLogLevel(level: Level) {
  threshold = level;
}

/**
 * One JSON line per event on stdout/stderr. Callers pass facts, never tokens or codes:
 * nothing secret belongs in a log line (OTP codes are the documented demo-mode exception).
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
