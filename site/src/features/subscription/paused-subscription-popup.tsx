'use client';

import { PAUSED_POPUP_SEEN_KEY } from '@bimbel/domain/constants/storage-keys';
import {
  isPopupPage,
  PAUSED_SUBSCRIPTION_POPUP_KEY,
  popupButtonHref,
  popupPages,
} from '@bimbel/domain/routes/paused-popup';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { useEffect, useState } from 'react';
import { getModalConfiguration, getPausedSubscriptionPopup } from '#site/lib/api/modal-calls.ts';
import { sessionStore } from '#site/lib/browser-storage.ts';

type PopupContent = {
  title: string;
  description: string;
  primaryText: string;
  primaryHref: string;
  secondaryText: string;
  helpText: string | null;
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

/** The content fields (snake_case, as the live-classes API writes them), with Indonesian defaults. */
function readContent(content: Record<string, unknown>): PopupContent {
  return {
    title: text(content['title'], 'Langgananmu sedang dijeda'),
    description: text(content['description'], 'Aktifkan lagi langgananmu untuk ikut kelas live.'),
    primaryText: text(content['primary_button_text'], 'Aktifkan lagi'),
    primaryHref: popupButtonHref(content['primary_button_url']),
    secondaryText: text(content['secondary_button_text'], 'Nanti saja'),
    helpText: typeof content['help_text'] === 'string' ? content['help_text'] : null,
  };
}

/**
 * The paused-subscription popup (docs/product §7; decision 082) for a PAUSED student: on the pages
 * the modal configuration names (`show_on_pages`), once per browser session, with the content of
 * the popup call (locale id). Its button leads to the manage subscription page, where the
 * student resumes; 'Nanti saja', Escape or a click outside close it for the session.
 */
export function PausedSubscriptionPopup({ path }: { path: string }) {
  const [content, setContent] = useState<PopupContent | null>(null);

  useEffect(() => {
    if (sessionStore.get(PAUSED_POPUP_SEEN_KEY) !== null) return;
    let cancelled = false;
    void (async () => {
      try {
        const modals = await getModalConfiguration();
        const configuration = modals.find((modal) => modal.key === PAUSED_SUBSCRIPTION_POPUP_KEY);
        if (!configuration || !isPopupPage(path, popupPages(configuration.content))) return;
        const popup = await getPausedSubscriptionPopup();
        if (cancelled || sessionStore.get(PAUSED_POPUP_SEEN_KEY) !== null) return;
        sessionStore.set(PAUSED_POPUP_SEEN_KEY, '1');
        setContent(readContent(popup.content));
      } catch {
        // The popup is a reminder: without it the page still works. Not reported: its failures are
        // failed fetches, which error reporting drops anyway (docs/product §8), and the reporting
        // module would otherwise be split into a chunk of its own on every page.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [path]);

  if (!content) return null;
  const close = () => setContent(null);
  return (
    <Modal title={content.title} width="narrow" isOpen onOpenChange={(isOpen) => !isOpen && close()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p>{content.description}</p>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Button href={content.primaryHref} fullWidth>
            {content.primaryText}
          </Button>
          <Button variant="secondary" onPress={close} fullWidth>
            {content.secondaryText}
          </Button>
        </div>
        {content.helpText && <p className={css({ fontSize: 'sm', color: 'muted' })}>{content.helpText}</p>}
      </div>
    </Modal>
  );
}
