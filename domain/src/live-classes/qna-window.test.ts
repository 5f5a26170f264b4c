import { describe, expect, it } from 'vitest';
import { qnaOpenUntil, qnaState } from './qna-window.ts';

/** A class that ended on Wednesday 25 November 2026 at 20.30 WIB. */
const endsAt = new Date('2026-11-25T13:30:00Z');

describe('qnaOpenUntil', () => {
  it('is 7 days after the end, to the minute', () => {
    expect(qnaOpenUntil({ endsAt }).toISOString()).toBe('2026-12-02T13:30:00.000Z');
  });
});

describe('qnaState', () => {
  it('is open before the class, during it and for 7 days after it', () => {
    expect(qnaState({ endsAt, cancelledAt: null }, new Date('2026-11-20T00:00:00Z'))).toBe('open');
    expect(qnaState({ endsAt, cancelledAt: null }, new Date('2026-12-02T13:29:59Z'))).toBe('open');
  });

  it('closes at the end of the 7th day', () => {
    expect(qnaState({ endsAt, cancelledAt: null }, new Date('2026-12-02T13:30:00Z'))).toBe('closed');
  });

  it('is cancelled for a cancelled class, whatever the time', () => {
    expect(
      qnaState({ endsAt, cancelledAt: new Date('2026-11-24T00:00:00Z') }, new Date('2026-11-20T00:00:00Z')),
    ).toBe('cancelled');
  });
});
