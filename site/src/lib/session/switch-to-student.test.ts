import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, useFakeBackend } from './testing/fake-backend.ts';
import {
  browser,
  installFakeBrowser,
  loadSessionModules,
  putUserData,
  readUserData,
  visit,
} from './testing/fake-browser.ts';
import { NADIA_CARD as nadia, PARENT as parent, RAKA_CARD as raka } from './testing/session-fixtures.ts';

// A local server stands in for the backend at the HTTP boundary; the switch code is the real one.
const fake = useFakeBackend();

const SWITCH_FAILED = 'Maaf ya, ada yang salah. Coba lagi, yuk.';
/** The toast module loads with the first toast; its first load here takes a moment. */
const TOAST_WAIT = { timeout: 10_000 };

const before = {
  primary_user: raka,
  student_users: [raka, nadia],
  parent_user: parent,
  register_token: null,
  expires_at: Date.now() + 60_000,
};

/** A page with Raka's session read and the picker open, as after 'Ganti profil' on `pathname`. */
async function load(pathname = '/') {
  visit(pathname);
  const modules = await loadSessionModules();
  const dialogs = await import('./profile-dialogs.ts');
  const { appStore } = await import('../app-store.ts');
  dialogs.openProfileDialog('picker');
  const reloadRoute = vi.fn(async () => undefined);
  return {
    ...modules,
    switchToStudent: modules.switching.switchToStudent,
    picker: { from: 'picker', path: pathname, reloadRoute } as const,
    reloadRoute,
    openDialog: () => appStore.get(dialogs.currentProfileDialogAtom),
    toasts: async () =>
      (await import('@bimbel/ui/toast/toast')).toastQueue.visibleToasts.map((toast) => toast.content),
  };
}

beforeEach(() => {
  backend.family = {
    primary_user: nadia,
    student_users: [raka, nadia],
    parent_user: parent,
    register_token: null,
  };
  backend.subscriptionType = 'FREE';
  // No cookies here: the switch writes none, and the toast module needs no document.
  installFakeBrowser('/', { cookies: false });
  putUserData(before);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('switchToStudent', () => {
  it('switches, reads the family, stores it without tokens with the new expiry, then refreshes the subscription', async () => {
    const { store, switchToStudent, subscriptionType, picker } = await load();
    expect(await switchToStudent('stu-nadia', picker)).toBe(true);
    expect(backend.calls).toEqual([
      'POST /user-management/v1/users/switcher',
      'GET /user-management/v1/users/user-profiles',
      'GET /sessions/v2/students/subscription-status',
    ]);
    expect(backend.bodies.get('/user-management/v1/users/switcher')).toEqual({ switchTouserId: 'stu-nadia' });
    const raw = browser.local.get('USER_DATA') ?? '';
    expect(raw).not.toContain('secret-');
    const stored = JSON.parse(raw) as typeof before;
    expect(stored.primary_user.full_name).toBe('Nadia Putri');
    expect(stored.expires_at).toBeGreaterThan(Date.now() + 3500 * 1000);
    expect(store.getStoredSession()?.primary_user?.id).toBe('stu-nadia');
    expect(subscriptionType()).toBe('FREE');
  });

  it('closes the picker and re-renders the route for the new student', async () => {
    const { switchToStudent, picker, openDialog, reloadRoute } = await load('/bimbel/user');
    await switchToStudent('stu-nadia', picker);
    expect(openDialog()).toBeNull();
    expect(reloadRoute).toHaveBeenCalledOnce();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('closes the picker and goes on to /bimbel when the switch was made on the login page', async () => {
    const { switchToStudent, picker, openDialog, reloadRoute } = await load('/login');
    await switchToStudent('stu-nadia', picker);
    expect(openDialog()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('/bimbel');
    expect(reloadRoute).not.toHaveBeenCalled();
  });

  it('goes on from /user/select-student to the page the login was for', async () => {
    const { switchToStudent } = await load('/user/select-student');
    const goOn = vi.fn();
    expect(await switchToStudent('stu-nadia', { from: 'select-student', goOn })).toBe(true);
    expect(readUserData()?.primary_user?.id).toBe('stu-nadia');
    expect(goOn).toHaveBeenCalledOnce();
  });

  it('asks nothing for the student already in use, and still closes or goes on', async () => {
    const { switchToStudent, picker, openDialog, reloadRoute } = await load('/bimbel/user');
    expect(await switchToStudent('stu-raka', picker)).toBe(true);
    expect(openDialog()).toBeNull();
    expect(reloadRoute).not.toHaveBeenCalled();
    const goOn = vi.fn();
    await switchToStudent('stu-raka', { from: 'select-student', goOn });
    expect(goOn).toHaveBeenCalledOnce();
    expect(backend.calls).toEqual([]);
    expect(readUserData()).toEqual(before);
  });

  it.each([500, 401, 'network'] as const)(
    "changes nothing, reports and shows 'Maaf ya, ada yang salah. Coba lagi, yuk.' when the switch itself fails (%s)",
    async (answer) => {
      backend.answer('POST /user-management/v1/users/switcher', answer);
      const { store, switchToStudent, picker, openDialog, reloadRoute, toasts } = await load('/bimbel/user');
      expect(await switchToStudent('stu-nadia', picker)).toBe(false);
      expect(backend.calls).toEqual(['POST /user-management/v1/users/switcher']);
      expect(JSON.parse(browser.local.get('USER_DATA') ?? '')).toEqual(before);
      expect(store.getStoredSession()?.primary_user?.id).toBe('stu-raka');
      expect(openDialog()).toBe('picker');
      expect(reloadRoute).not.toHaveBeenCalled();
      await vi.waitFor(
        async () => expect(await toasts()).toEqual([{ variant: 'error', title: SWITCH_FAILED }]),
        TOAST_WAIT,
      );
      await vi.waitFor(() => expect(fake.reports).toHaveLength(1));
      expect(fake.reports[0]).toEqual([
        expect.objectContaining({ status: answer === 'network' ? 0 : answer }),
        { extra: { where: 'profile switch' } },
      ]);
    },
  );

  it('has the same failure path on /user/select-student: it stays, with the toast', async () => {
    backend.answer('POST /user-management/v1/users/switcher', 500);
    const { switchToStudent, toasts } = await load('/user/select-student');
    const goOn = vi.fn();
    expect(await switchToStudent('stu-nadia', { from: 'select-student', goOn })).toBe(false);
    expect(goOn).not.toHaveBeenCalled();
    expect(readUserData()).toEqual(before);
    await vi.waitFor(
      async () => expect(await toasts()).toEqual([{ variant: 'error', title: SWITCH_FAILED }]),
      TOAST_WAIT,
    );
  });

  it.each([500, 'network'] as const)(
    'follows the cookies when only the profile read fails (%s): the chosen student from the stored family',
    async (answer) => {
      backend.answer('GET /user-management/v1/users/user-profiles', answer);
      const { store, switchToStudent, picker, openDialog, toasts } = await load();
      expect(await switchToStudent('stu-nadia', picker)).toBe(true);
      const stored = store.getStoredSession();
      expect(stored?.primary_user?.full_name).toBe('Nadia Putri');
      expect(stored?.student_users.map((student) => student.id)).toEqual(['stu-raka', 'stu-nadia']);
      expect(stored?.expires_at).toBeGreaterThan(Date.now() + 3500 * 1000);
      expect(openDialog()).toBeNull();
      await vi.waitFor(() =>
        expect(fake.reports.map(([, context]) => context)).toEqual([
          { extra: { where: 'profile switch: profile read' } },
        ]),
      );
      expect(await toasts()).toEqual([]);
    },
  );

  it('signs out instead of going on when the new token is refused and cannot be renewed', async () => {
    backend.answer('GET /sessions/v2/students/subscription-status', 401);
    backend.answer('POST /api/auth/refresh', 401);
    const { switchToStudent } = await load('/user/select-student');
    const goOn = vi.fn();
    await switchToStudent('stu-nadia', { from: 'select-student', goOn });
    expect(backend.calls.slice(-2)).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(browser.local.size).toBe(0);
    expect(browser.assign).toHaveBeenCalledWith('/');
    expect(goOn).not.toHaveBeenCalled();
  });
});
