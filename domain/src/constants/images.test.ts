import { describe, expect, it } from 'vitest';
import * as images from './images.ts';

describe('image settings of docs/product §9', () => {
  it('pins the default quality', () => {
    expect(images.IMAGE_DEFAULT_QUALITY).toBe(75);
  });

  it('pins the device widths and image sizes', () => {
    expect(images.IMAGE_DEVICE_WIDTHS).toEqual([320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(images.IMAGE_SIZES).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
  });

  it('pins the default logo and profile image sizes', () => {
    expect(images.DEFAULT_LOGO_SIZE).toEqual({ width: 120, height: 30 });
    expect(images.DEFAULT_PROFILE_IMAGE_SIZE).toEqual({ width: 288, height: 288 });
  });
});
