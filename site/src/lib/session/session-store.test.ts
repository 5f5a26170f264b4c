import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, installFakeBrowser, putUserData, readUserData } from './testing/fake-browser.ts';
import { NADIA, PARENT as parent, RAKA as raka, TEST_TOKENS as tokens } from './testing/session-fixtures.ts';

// The owner's transitions, one by one: what each stores in `USER_DATA` and this tab, and what
// each clears. The calls that lead to them are tested with their flows (session-actions,
// token-renewal, switch-to-student).

// This suite's Nadia has always carried Raka's student_id; kept as it was.
const nadia = { ...NADIA, student_id: 'stu-raka' } as const;

const verifyAnswer: SessionUserData = {
  primary_user: { ...raka, ...tokens },
  student_users: [{ ...raka }, { ...nadia }],
  parent_user: { ...parent, access_token: 'eyJ.parent' },
  register_token: null,
};
const NOW = Date.parse('2026-11-22T03:00:00Z');
const IN_AN_HOUR = Date.parse('2026-11-22T04:00:00Z');
const stored = {
  primary_user: raka,
  student_users: [raka, nadia],
  parent_user: parent,
  register_token: null,
  isWhatsappConsentGiven: true,
  expires_at: NOW + 10 * 60 * 1000,
};

async function load() {
  vi.resetModules();
  const store = await import('./session-store.ts');
  const { appStore } = await import('../app-store.ts');
  const { currentSubscriptionTypeAtom } = await import('./subscription.ts');
  return {
    owner: store.sessionOwner,
    state: () => appStore.get(store.sessionAtom),
    subscriptionType: () => appStore.get(currentSubscriptionTypeAtom),
  };
}

/** A page where `stored` was in storage and has been read. */
async function loadLoggedIn() {
  putUserData(stored);
  const loaded = await load();
  loaded.owner.hydrate();
  return loaded;
}

beforeEach(() => {
  installFakeBrowser();
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sessionOwner.hydrate', () => {
  it('shows neither state before storage is read, then the stored session', async () => {
    putUserData(stored);
    const { owner, state } = await load();
    expect(state()).toEqual({ status: 'unknown', session: null });
    owner.hydrate();
    expect(state()).toEqual({ status: 'logged-in', session: stored });
    expect(readUserData()).toEqual(stored);
  });

  it('reads an unreadable entry as no session, without touching it', async () => {
    browser.local.set('USER_DATA', '{broken');
    const { owner, state } = await load();
    owner.hydrate();
    expect(state()).toEqual({ status: 'anonymous', session: null });
    expect(browser.local.get('USER_DATA')).toBe('{broken');
  });
});

describe('sessionOwner.login', () => {
  it('stores USER_DATA without tokens, with the access token expiry, and logs the tab in', async () => {
    const { owner, state } = await load();
    owner.login(verifyAnswer);
    const raw = browser.local.get('USER_DATA') ?? '';
    expect(raw).not.toContain('eyJ');
    expect(raw).not.toContain('refresh-opaque');
    expect(readUserData()?.expires_at).toBe(IN_AN_HOUR);
    expect(readUserData()?.parent_user).toEqual(parent);
    expect(state().status).toBe('logged-in');
    expect(state().session?.primary_user?.full_name).toBe('Raka Pratama');
  });
});

describe('sessionOwner.startSignUp', () => {
  it('keeps only the register token: no profile, no expiry, not logged in', async () => {
    const { owner, state } = await loadLoggedIn();
    owner.startSignUp('reg-1');
    expect(readUserData()).toEqual({
      primary_user: null,
      student_users: [],
      parent_user: null,
      register_token: 'reg-1',
      expires_at: null,
    });
    expect(state().status).toBe('anonymous');
    expect(state().session?.register_token).toBe('reg-1');
  });
});

describe('sessionOwner.register', () => {
  it('stores the new family like a login: tokens stripped, expiry from the answer, register token gone', async () => {
    browser.local.set('USER_DATA', JSON.stringify({ register_token: 'reg-1' }));
    const { owner, state } = await load();
    owner.hydrate();
    owner.register({ ...verifyAnswer, register_token: null });
    expect(readUserData()).toEqual({
      primary_user: raka,
      student_users: [raka, nadia],
      parent_user: parent,
      register_token: null,
      expires_at: IN_AN_HOUR,
    });
    expect(state().status).toBe('logged-in');
  });
});

describe('sessionOwner.switchProfile', () => {
  it("stores the server's family over the stored one with the new token's expiry", async () => {
    const { owner, state } = await loadLoggedIn();
    const fresh = {
      primary_user: { ...nadia, ...tokens },
      student_users: [raka, nadia],
      parent_user: parent,
    };
    const result = owner.switchProfile('stu-nadia', 3600, { ...fresh, register_token: null });
    // What the server does not send (the WhatsApp consent) is kept.
    expect(readUserData()).toEqual({ ...stored, primary_user: nadia, expires_at: IN_AN_HOUR });
    expect(result).toEqual(readUserData());
    expect(state().session?.primary_user?.id).toBe('stu-nadia');
  });

  it('makes the chosen student of the stored family primary when no fresh family came', async () => {
    const { owner } = await loadLoggedIn();
    owner.switchProfile('stu-nadia', 3600, null);
    expect(readUserData()).toEqual({ ...stored, primary_user: nadia, expires_at: IN_AN_HOUR });
  });

  it('changes nothing when the student is not in the stored family and no fresh family came', async () => {
    const { owner, state } = await loadLoggedIn();
    expect(owner.switchProfile('stu-unknown', 3600, null)).toBeNull();
    expect(readUserData()).toEqual(stored);
    expect(state().session).toEqual(stored);
  });
});

describe('sessionOwner.refreshProfile', () => {
  it("replaces the family with the server's (a child added elsewhere appears) and keeps the expiry", async () => {
    const { owner } = await loadLoggedIn();
    const bima = { ...raka, id: 'stu-bima', full_name: 'Bima Sakti' };
    owner.refreshProfile({
      primary_user: { ...raka, full_name: 'Raka P.', ...tokens },
      student_users: [raka, nadia, bima],
      parent_user: parent,
      register_token: null,
    });
    expect(readUserData()).toEqual({
      ...stored,
      primary_user: { ...raka, full_name: 'Raka P.' },
      student_users: [raka, nadia, bima],
    });
  });

  it('keeps the stored expiry after a login ten minutes earlier', async () => {
    const { owner } = await load();
    owner.login(verifyAnswer);
    vi.advanceTimersByTime(10 * 60 * 1000);
    owner.refreshProfile({ ...verifyAnswer, primary_user: { ...raka, full_name: 'Raka P.' } });
    expect(readUserData()?.primary_user?.full_name).toBe('Raka P.');
    expect(readUserData()?.expires_at).toBe(IN_AN_HOUR);
  });

  it('changes nothing without a logged-in tab or without a primary user in the answer', async () => {
    const { owner, state } = await load();
    owner.hydrate();
    owner.refreshProfile(verifyAnswer);
    expect(browser.local.has('USER_DATA')).toBe(false);
    expect(state().status).toBe('anonymous');

    putUserData(stored);
    owner.hydrate();
    owner.refreshProfile({ ...verifyAnswer, primary_user: null });
    expect(readUserData()).toEqual(stored);
  });
});

describe('sessionOwner.updateProfile', () => {
  it('merges the saved profile into the primary user and the same student, keeping the expiry', async () => {
    const { owner } = await loadLoggedIn();
    owner.updateProfile({ id: 'stu-raka', full_name: 'Raka Pratama Putra', email: 'raka@example.id' });
    const updated = { ...raka, full_name: 'Raka Pratama Putra', email: 'raka@example.id' };
    expect(readUserData()).toEqual({ ...stored, primary_user: updated, student_users: [updated, nadia] });
  });

  it('stores nothing when no session is stored', async () => {
    const { owner } = await load();
    owner.hydrate();
    owner.updateProfile({ id: 'stu-raka', full_name: 'Raka' });
    expect(browser.local.has('USER_DATA')).toBe(false);
  });
});

describe('sessionOwner.addStudent', () => {
  it('stores the answered family with the new child; primary user and expiry stay', async () => {
    const { owner } = await loadLoggedIn();
    const bima = { ...raka, id: 'stu-bima', full_name: 'Bima Sakti' };
    owner.addStudent({ primary_user: raka, student_users: [raka, nadia, bima], parent_user: parent });
    expect(readUserData()).toEqual({ ...stored, student_users: [raka, nadia, bima] });
  });
});

describe('sessionOwner.addParent', () => {
  it('stores the answered family with its new parent; primary user and expiry stay', async () => {
    putUserData({ ...stored, student_users: [raka], parent_user: null });
    const { owner } = await load();
    owner.hydrate();
    owner.addParent({
      primary_user: raka,
      student_users: [raka],
      parent_user: { ...parent, access_token: 'eyJ.x' },
    });
    expect(readUserData()).toEqual({ ...stored, student_users: [raka], parent_user: parent });
  });
});

describe('sessionOwner.recover', () => {
  it('stores the family read back from the cookies, without tokens and with an unknown expiry', async () => {
    const { owner, state } = await load();
    owner.hydrate();
    owner.recover({ ...verifyAnswer, register_token: 'stale' });
    expect(readUserData()).toEqual({
      primary_user: raka,
      student_users: [raka, nadia],
      parent_user: parent,
      register_token: null,
      expires_at: null,
    });
    expect(state().status).toBe('logged-in');
  });
});

describe('sessionOwner.renew', () => {
  it("stores the new access token's expiry and nothing else", async () => {
    const { owner } = await loadLoggedIn();
    owner.renew(3600);
    expect(readUserData()).toEqual({ ...stored, expires_at: IN_AN_HOUR });
  });

  it('stores nothing when no session is stored', async () => {
    const { owner } = await load();
    owner.hydrate();
    owner.renew(3600);
    expect(browser.local.size).toBe(0);
  });
});

describe('sessionOwner.clearForLogin', () => {
  it('clears local and session storage and this tab, and leaves the subscription cookie to the server', async () => {
    browser.session.set('PROMO_STRIP_CLOSED', '1');
    const { owner, state } = await loadLoggedIn();
    owner.clearForLogin();
    expect(browser.local.size).toBe(0);
    expect(browser.session.size).toBe(0);
    expect(state()).toEqual({ status: 'anonymous', session: null });
    expect(browser.cookieWrites).toEqual([]);
  });
});

describe('sessionOwner.signOut', () => {
  it('clears local and session storage, this tab, and the subscription cookie and type', async () => {
    browser.session.set('PROMO_STRIP_CLOSED', '1');
    const { owner, state, subscriptionType } = await loadLoggedIn();
    owner.signOut();
    expect(browser.local.size).toBe(0);
    expect(browser.session.size).toBe(0);
    expect(state()).toEqual({ status: 'anonymous', session: null });
    expect(browser.cookieWrites).toEqual(['bimbel_subscription_type=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(subscriptionType()).toBeNull();
  });
});
