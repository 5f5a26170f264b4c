import { describe, expect, it } from 'vitest';
import type { ClassViewer } from '../live-classes/class-entitlement.ts';
import { classOutcome, isExpectedAt, type ReportedClass } from './class-outcome.ts';

const END = new Date('2026-11-25T13:30:00Z');
const before = new Date(END.getTime() - 1);
const after = END;
const regular: ReportedClass = { kind: 'regular', grades: [8], stream: null, endsAt: END, cancelled: false };
const free: ReportedClass = { ...regular, kind: 'free' };
const focus: ReportedClass = { ...regular, kind: 'focus_exam', grades: [12] };
const paid: ClassViewer = { grade: 8, stream: null, subscriptionType: 'PAID' };
const none = { attended: false, booked: false };

describe('the weekly report’s verdict on a class', () => {
  it('counts an attended class whatever its kind, package or state', () => {
    for (const liveClass of [regular, free, { ...regular, cancelled: true }]) {
      expect(classOutcome(liveClass, { ...none, attended: true, viewerAtStart: null }, after)).toBe(
        'attended',
      );
    }
  });

  it('calls a programme class missed once it has ended without the student, to come before', () => {
    expect(classOutcome(regular, { ...none, viewerAtStart: paid }, after)).toBe('missed');
    expect(classOutcome(regular, { ...none, viewerAtStart: paid }, before)).toBe('to-come');
    const trial12: ClassViewer = { grade: 12, stream: 'IPA', subscriptionType: 'TRIAL' };
    expect(classOutcome(focus, { ...none, viewerAtStart: trial12 }, after)).toBe('missed');
  });

  it('does not count a class outside the package or grade as it was when the class ran', () => {
    for (const subscriptionType of ['FREE', 'PAUSED', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID'] as const) {
      expect(classOutcome(regular, { ...none, viewerAtStart: { ...paid, subscriptionType } }, after)).toBe(
        'not-counted',
      );
    }
    expect(classOutcome(regular, { ...none, viewerAtStart: { ...paid, grade: 9 } }, after)).toBe(
      'not-counted',
    );
    expect(classOutcome(regular, { ...none, viewerAtStart: null }, after)).toBe('not-counted');
  });

  it('never calls a cancelled class missed', () => {
    expect(classOutcome({ ...regular, cancelled: true }, { ...none, viewerAtStart: paid }, after)).toBe(
      'not-counted',
    );
  });

  it('counts a free session as missed only when the student booked it', () => {
    expect(classOutcome(free, { ...none, viewerAtStart: paid }, after)).toBe('not-counted');
    expect(classOutcome(free, { ...none, booked: true, viewerAtStart: paid }, after)).toBe('missed');
    expect(isExpectedAt(free, { ...paid, subscriptionType: 'FREE' }, { booked: true })).toBe(true);
    expect(isExpectedAt(free, { ...paid, grade: 5 }, { booked: true })).toBe(false);
  });
});
