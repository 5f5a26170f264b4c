import { describe, expect, it } from 'vitest';
import { toPlayerKeyAction } from './player-keys.ts';

const press = (key: string, targetIsButton = false, modified = false) => toPlayerKeyAction({ key, targetIsButton, modified });

describe('toPlayerKeyAction', () => {
  it('maps the player keys, upper or lower case', () => {
    expect([press('k'), press('K'), press(' ')]).toEqual(['togglePlay', 'togglePlay', 'togglePlay']);
    expect([press('ArrowLeft'), press('ArrowRight')]).toEqual(['back', 'forward']);
    expect([press('m'), press('C'), press('f')]).toEqual(['toggleMute', 'toggleCaptions', 'toggleFullscreen']);
  });

  it('leaves Space on a button to the button, so one press does not toggle twice', () => {
    expect(press(' ', true)).toBeUndefined();
    expect(press('k', true)).toBe('togglePlay');
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(press('f', false, true)).toBeUndefined();
    expect(press('Tab')).toBeUndefined();
    expect(press('Shift')).toBeUndefined();
  });
});
