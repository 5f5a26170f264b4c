import { describe, expect, it } from 'vitest';
import { joinOpensAt, joinWindowState, liveClassPhase } from './join-window.ts';

describe('join window and phase', () => {
  const liveClass = { startsAt: new Date('2026-11-25T12:00:00Z'), endsAt: new Date('2026-11-25T13:30:00Z') };
  const at = (iso: string) => new Date(iso);

  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinOpensAt(liveClass).toISOString()).toBe('2026-11-25T11:45:00.000Z');
    expect(joinWindowState(liveClass, at('2026-11-25T11:44:59.999Z'))).toBe('early');
    expect(joinWindowState(liveClass, at('2026-11-25T11:45:00Z'))).toBe('open');
    expect(joinWindowState(liveClass, at('2026-11-25T13:29:59Z'))).toBe('open');
    expect(joinWindowState(liveClass, at('2026-11-25T13:30:00Z'))).toBe('ended');
  });

  it('is upcoming before the start, ongoing until the end, past after', () => {
    expect(liveClassPhase(liveClass, at('2026-11-25T11:59:59Z'))).toBe('upcoming');
    expect(liveClassPhase(liveClass, at('2026-11-25T12:00:00Z'))).toBe('ongoing');
    expect(liveClassPhase(liveClass, at('2026-11-25T13:30:00Z'))).toBe('past');
  });
});
