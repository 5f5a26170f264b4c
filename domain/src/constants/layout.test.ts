import { describe, expect, it } from 'vitest';
import * as layout from './layout.ts';

describe('layout sizes of docs/product §9', () => {
  it('pins the toast position and widths', () => {
    expect(layout.TOAST_TOP_OFFSET_PX).toBe(40);
    expect(layout.TOAST_WIDTH).toBe('80vw');
    expect(layout.TOAST_WIDTH_TABLET).toBe('50vw');
    expect(layout.TOAST_MAX_WIDTH).toBe('85vw');
  });

  it('pins the modal widths', () => {
    expect(layout.MODAL_WIDTHS).toEqual({ normal: 540, wide: 900, narrow: 480, tiny: 360, extraWide: 1050 });
  });

  it('pins the tablet and laptop breakpoints', () => {
    expect(layout.BREAKPOINTS).toEqual({ tablet: 768, laptop: 1200 });
  });

  it('pins the container, header, player and font sizes', () => {
    expect(layout.CONTAINER_WIDTH_PX).toBe(1180);
    expect(layout.HEADER_HEIGHT_PX).toBe(65);
    expect(layout.CONTENT_PLAYER_WIDTH_PX).toBe(780);
    expect(layout.BASE_FONT_SIZE_PX).toBe(16);
  });

  it('uses Poppins for headings and Overpass for body text', () => {
    expect(layout.FONT_FAMILIES).toEqual({ heading: 'Poppins', body: 'Overpass' });
  });
});
