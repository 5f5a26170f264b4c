import { describe, expect, it } from 'vitest';
import { toSafeRedirectPath } from './safe-redirect-path.ts';
import { slotSelectionPath } from './slot-selection-path.ts';

describe('slotSelectionPath', () => {
  it('names the session and the slot to preselect', () => {
    expect(
      slotSelectionPath({
        session: 'matematika-5-semua-merdeka',
        slot: '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
      }),
    ).toBe('/slot-selection?sesi=matematika-5-semua-merdeka&slot=6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f');
  });

  it('leaves out what is not given, and says what just happened', () => {
    expect(slotSelectionPath()).toBe('/slot-selection');
    expect(slotSelectionPath({ grade: 8 })).toBe('/slot-selection?kelas=8');
    expect(slotSelectionPath({ session: 'fisika-10.11-ipa-k13', info: 'dipesan' })).toBe(
      '/slot-selection?sesi=fisika-10.11-ipa-k13&info=dipesan',
    );
  });

  it('is a page the login sends the visitor back to', () => {
    const path = slotSelectionPath({ session: 'matematika-5-semua-merdeka', slot: 'abc' });
    expect(toSafeRedirectPath(path)).toBe(path);
  });
});
