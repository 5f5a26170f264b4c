import { describe, expect, it, vi } from 'vitest';
import { expectArrival, focusArrivedPage } from './arrival-focus.ts';

const pageWithTitle = () => {
  const focus = vi.fn();
  const querySelector = vi.fn(() => ({ focus }) as unknown as HTMLElement);
  return { doc: { querySelector } as unknown as Pick<Document, 'querySelector'>, focus, querySelector };
};

describe('focusArrivedPage', () => {
  it('leaves focus alone on a normal page load', () => {
    const { doc, focus } = pageWithTitle();
    focusArrivedPage(doc);
    expect(focus).not.toHaveBeenCalled();
  });

  it('focuses the main title once after a client-side route change', () => {
    const { doc, focus, querySelector } = pageWithTitle();
    expectArrival();
    focusArrivedPage(doc);
    expect(querySelector).toHaveBeenCalledWith('main h1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focusArrivedPage(doc);
    expect(focus).toHaveBeenCalledTimes(1);
  });
});
