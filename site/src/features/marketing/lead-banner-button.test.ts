import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '#site/lib/app-store.ts';
import { closeLeadModal, currentLeadModalRequestAtom } from '#site/lib/lead-modal-request.ts';
import { LeadBanner } from './lead-banner.tsx';
import { LeadBannerButton } from './lead-banner-button.tsx';

type ButtonElement = ReactElement<{ onClick: () => void; type: string }>;

/** Finds the banner's button element in a server component's tree. */
function findButton(node: unknown): ReactElement<{ source: string; className: string }> | null {
  if (!isValidElement(node)) return null;
  if (node.type === LeadBannerButton) return node as ReactElement<{ source: string; className: string }>;
  const { children } = node.props as { children?: unknown };
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = findButton(child);
    if (found) return found;
  }
  return null;
}

afterEach(() => closeLeadModal());

describe('LeadBannerButton', () => {
  it('opens the lead modal with its lead source when pressed', () => {
    const button = LeadBannerButton({
      source: LEAD_SOURCES.homePageBanner,
      className: 'x',
      children: 'Minta info Bimbel',
    }) as ButtonElement;
    expect(button.props.type).toBe('button');
    expect(appStore.get(currentLeadModalRequestAtom)).toBeNull();

    button.props.onClick();

    expect(appStore.get(currentLeadModalRequestAtom)).toEqual({
      source: 'Home Page Banner',
      trigger: 'click',
    });
  });
});

describe('LeadBanner', () => {
  it.each([LEAD_SOURCES.homePageBanner, LEAD_SOURCES.bimbelPageBanner])(
    'gives its button the source %s',
    (source) => {
      const tree = LeadBanner({ source, title: 'Judul', body: 'Isi', buttonLabel: 'Minta info Bimbel' });
      expect(findButton(tree)?.props.source).toBe(source);
    },
  );
});
