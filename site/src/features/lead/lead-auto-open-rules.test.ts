import { describe, expect, it } from 'vitest';
import { decideLeadAutoOpen, type LeadAutoOpenContext } from './lead-auto-open-rules.ts';

const fresh: LeadAutoOpenContext = {
  seenThisSession: false,
  sessionStatus: 'anonymous',
  subscriptionType: null,
  leadModalOpen: false,
  otherDialogOpen: false,
  pageHidden: false,
};

describe('decideLeadAutoOpen', () => {
  it('opens for a new anonymous visitor on a visible page with nothing else open', () => {
    expect(decideLeadAutoOpen(fresh)).toBe('open');
  });

  it('never opens twice in a browser session', () => {
    expect(decideLeadAutoOpen({ ...fresh, seenThisSession: true })).toBe('cancel');
  });

  it('gives up when the lead modal is already open (the visitor opened it)', () => {
    expect(decideLeadAutoOpen({ ...fresh, leadModalOpen: true })).toBe('cancel');
  });

  it('never opens for a logged-in PAID subscriber', () => {
    expect(decideLeadAutoOpen({ ...fresh, sessionStatus: 'logged-in', subscriptionType: 'PAID' })).toBe(
      'cancel',
    );
  });

  it('opens for logged-in users on every other subscription type, or an unknown one', () => {
    for (const subscriptionType of ['FREE', 'TRIAL', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID', 'PAUSED', null]) {
      expect(decideLeadAutoOpen({ ...fresh, sessionStatus: 'logged-in', subscriptionType })).toBe('open');
    }
  });

  it('ignores a left-over PAID cookie when nobody is logged in', () => {
    expect(decideLeadAutoOpen({ ...fresh, subscriptionType: 'PAID' })).toBe('open');
  });

  it('waits while another dialog is open instead of stacking on it', () => {
    expect(decideLeadAutoOpen({ ...fresh, otherDialogOpen: true })).toBe('wait');
  });

  it('waits while the tab is hidden or the session not yet read', () => {
    expect(decideLeadAutoOpen({ ...fresh, pageHidden: true })).toBe('wait');
    expect(decideLeadAutoOpen({ ...fresh, sessionStatus: 'unknown' })).toBe('wait');
  });

  it('lets "never twice" win over waiting', () => {
    expect(decideLeadAutoOpen({ ...fresh, seenThisSession: true, otherDialogOpen: true })).toBe('cancel');
  });
});
