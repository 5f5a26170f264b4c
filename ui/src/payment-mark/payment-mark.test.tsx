import { PAYMENT_METHODS } from '@bimbel/domain/payments/payment-methods';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe.ts';
import { PaymentMark } from './payment-mark.tsx';
import { PAYMENT_MARKS, PaymentMarkSprite } from './payment-mark-sprite.tsx';
import * as stories from './payment-mark.stories.tsx';

describe('PaymentMark', () => {
  it('draws every method’s mark at 56 × 24 from the page’s sprite, with its word', async () => {
    const screen = await render(<stories.AllMethods />);
    const marks = screen.container.querySelectorAll('li > svg');
    expect(marks).toHaveLength(PAYMENT_METHODS.length);
    for (const [index, method] of PAYMENT_METHODS.entries()) {
      const mark = marks[index] as SVGSVGElement;
      const box = mark.getBoundingClientRect();
      expect([box.width, box.height]).toEqual([56, 24]);
      // The <use> finds its symbol: the drawn word is the method's.
      const use = mark.querySelector('use')!;
      const symbol = screen.container.querySelector(use.getAttribute('href')!);
      expect(symbol?.textContent).toBe(PAYMENT_MARKS[method.id].word);
      expect((use as SVGGraphicsElement).getBBox().width).toBeGreaterThan(40);
    }
  });

  it('is decorative: hidden from assistive technology, the row’s text stays its name', async () => {
    const screen = await render(
      <div>
        <PaymentMarkSprite />
        <label>
          <input type="radio" name="m" />
          <PaymentMark method="bca_va" />
          BCA Virtual Account
        </label>
      </div>,
    );
    await expect.element(screen.getByRole('radio', { name: 'BCA Virtual Account' })).toBeInTheDocument();
    for (const svg of screen.container.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
    await expectNoAxeViolations(screen.container);
  });
});
