import { describe, expect, it } from 'vitest';
import { toTimeZoneLabel } from './time-zone-label.ts';

describe('toTimeZoneLabel', () => {
  it('labels +07:00, +08:00 and +09:00 as WIB, WITA and WIT', () => {
    expect([420, 480, 540].map(toTimeZoneLabel)).toEqual(['WIB', 'WITA', 'WIT']);
  });

  it('reads GMT-style strings', () => {
    expect(toTimeZoneLabel('GMT+07:00')).toBe('WIB');
    expect(toTimeZoneLabel('GMT+8')).toBe('WITA');
    expect(toTimeZoneLabel('UTC+0900')).toBe('WIT');
    expect(toTimeZoneLabel('+07:00')).toBe('WIB');
  });

  it('falls back to GMT±hh:mm for other offsets', () => {
    expect(toTimeZoneLabel(330)).toBe('GMT+05:30');
    expect(toTimeZoneLabel('GMT+05:30')).toBe('GMT+05:30');
    expect(toTimeZoneLabel(-180)).toBe('GMT-03:00');
  });

  it('labels UTC itself GMT+00:00', () => {
    expect(toTimeZoneLabel(0)).toBe('GMT+00:00');
    expect(toTimeZoneLabel('GMT')).toBe('GMT+00:00');
  });

  it('takes minutes east of UTC, the opposite sign of getTimezoneOffset', () => {
    const jakartaGetTimezoneOffset = -420;
    expect(toTimeZoneLabel(-jakartaGetTimezoneOffset)).toBe('WIB');
    expect(toTimeZoneLabel(jakartaGetTimezoneOffset)).toBe('GMT-07:00');
  });

  it('falls back to WIB when the offset cannot be read', () => {
    expect(toTimeZoneLabel(Number.NaN)).toBe('WIB');
    expect(toTimeZoneLabel('Jakarta')).toBe('WIB');
    expect(toTimeZoneLabel('')).toBe('WIB');
    expect(toTimeZoneLabel('GMT+07:75')).toBe('WIB');
  });
});
