import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA (the bar of every component state). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe over the document (portals included) and fails with the violations' ids and targets. */
export async function expectNoAxeViolations(context: axe.ElementContext = document) {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

/**
 * React Aria renders controls nobody can point at: 1 px, visually hidden dismiss buttons for
 * screen readers and aria-hidden native `<select>` mirrors for form posts. Both are out of the tab
 * order and clipped, so WCAG 2.5.8 (target size) does not apply to them.
 */
function isUnpointable(element: HTMLElement): boolean {
  if (element.tabIndex !== -1) return false;
  const clipped = (node: HTMLElement | null) => node?.style.clipPath === 'inset(50%)';
  return clipped(element) || clipped(element.parentElement) || element.closest('[aria-hidden="true"]') !== null;
}

/** Every interactive target in `root` is at least 24×24 CSS px (WCAG 2.5.8). */
export function expectTargetsAtLeast24px(root: ParentNode = document) {
  const interactive = root.querySelectorAll<HTMLElement>(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="option"], [role="menuitem"], [role="tab"], [role="radio"], [role="checkbox"], [role="slider"]',
  );
  const small = [...interactive]
    .filter((element) => element.getClientRects().length > 0 && !isUnpointable(element))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width < 24 || rect.height < 24)
    .map(({ element, rect }) => `${element.outerHTML.slice(0, 80)} (${rect.width}×${rect.height})`);
  expect(small).toEqual([]);
}
