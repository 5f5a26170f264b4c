import { describe, expect, it } from 'vitest';
import { describeJoinState, type JoinTimes } from './join-state.ts';

const times: JoinTimes = {
  joinOpensAt: '2026-11-25T11:45:00.000Z',
  startsAt: '2026-11-25T12:00:00.000Z',
  endsAt: '2026-11-25T13:30:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('describeJoinState', () => {
  it('counts the last hour before the window opens down as a clock', () => {
    expect(describeJoinState(times, at('2026-11-25T11:32:30Z'))).toEqual({
      state: 'early',
      countdown: 'Dibuka dalam 12:30',
    });
    expect(describeJoinState(times, at('2026-11-25T10:45:00Z'))).toEqual({
      state: 'early',
      countdown: 'Dibuka dalam 1:00:00',
    });
    // Never "00:00" while still closed.
    expect(describeJoinState(times, at('2026-11-25T11:44:59.400Z')).countdown).toBe('Dibuka dalam 00:01');
  });

  it('says when the class starts in words, to the minute, earlier that day', () => {
    expect(describeJoinState(times, at('2026-11-25T09:55:00Z'))).toEqual({
      state: 'early',
      countdown: 'Mulai dalam 2 jam 5 menit',
    });
    expect(describeJoinState(times, at('2026-11-25T09:55:30Z')).countdown).toBe('Mulai dalam 2 jam 5 menit');
    expect(describeJoinState(times, at('2026-11-24T12:00:01Z')).countdown).toBe('Mulai dalam 24 jam');
  });

  it('names the 15-minute rule for a class a day or more away', () => {
    expect(describeJoinState(times, at('2026-11-24T12:00:00Z')).countdown).toBe(
      'Bisa masuk 15 menit sebelum mulai',
    );
    expect(describeJoinState(times, at('2026-11-20T08:00:00Z')).countdown).toBe(
      'Bisa masuk 15 menit sebelum mulai',
    );
  });

  it('opens exactly at joinOpensAt and stays open until the end', () => {
    expect(describeJoinState(times, at('2026-11-25T11:45:00Z'))).toEqual({ state: 'open', countdown: null });
    expect(describeJoinState(times, at('2026-11-25T13:29:59Z')).state).toBe('open');
    expect(describeJoinState(times, at('2026-11-25T13:30:00Z'))).toEqual({ state: 'ended', countdown: null });
  });
});
