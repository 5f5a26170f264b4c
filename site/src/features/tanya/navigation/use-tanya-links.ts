import { useEffect } from 'react';
import { toClientNavigationTarget, toInPageTarget } from './client-navigation-target.ts';
import { toSearchTarget } from './search-target.ts';

/**
 * A jump to a part of the page, as the browser makes it (address, scroll, where Tab goes next)
 * but without the history event on which the router would reload the page.
 */
function jumpTo(element: HTMLElement) {
  window.history.pushState(window.history.state, '', `#${encodeURIComponent(element.id)}`);
  element.scrollIntoView();
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Turns clicks on plain same-origin Tanya links and submits of the Tanya search form into
 * client-side route changes through `navigate`, and jumps within the page without a reload.
 * Everything else (other sites and sections, new tabs, downloads) stays with the browser.
 */
export function useTanyaLinks(navigate: (to: string) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        hasDownload: anchor.hasAttribute('download'),
        isAltClick: event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      };
      const part = toInPageTarget(link, window.location.href);
      const element = part === null ? null : document.getElementById(part);
      if (element) {
        event.preventDefault();
        jumpTo(element);
        return;
      }
      const to = toClientNavigationTarget(link, window.location.href);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
      const to = toSearchTarget(event.target);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
  }, [navigate]);
}
