import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarFeedLink, COPY_LABEL, SUBSCRIBE_LABEL } from './calendar-feed-link.tsx';
import { REMINDER_OPT_IN_LABEL, ReminderOptIn } from './reminder-opt-in.tsx';

/*
 * The pieces as the server renders them into /bimbel/user (the first paint a phone shows before
 * any script runs): the saved choice, the labels, the feed link.
 */

describe('ReminderOptIn, server-rendered', () => {
  it('shows the saved choice with its Indonesian label', () => {
    const on = renderToString(createElement(ReminderOptIn, { initialWhatsapp: true }));
    expect(on).toContain(REMINDER_OPT_IN_LABEL);
    expect(REMINDER_OPT_IN_LABEL).toBe('Ingatkan aku lewat WhatsApp 30 menit sebelum kelas');
    expect(on).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    const off = renderToString(createElement(ReminderOptIn, { initialWhatsapp: false }));
    expect(off).not.toMatch(/<input[^>]*checked=""/);
  });
});

describe('CalendarFeedLink, server-rendered', () => {
  it('links "Langganan kalender" to the webcal feed given by the page', () => {
    const html = renderToString(
      createElement(CalendarFeedLink, {
        urls: {
          webcalUrl: 'webcal://bimbel.example.id/sessions/v1/students/calendar/abc.def.ics',
          httpsUrl: 'https://bimbel.example.id/sessions/v1/students/calendar/abc.def.ics',
        },
      }),
    );
    expect(html).toContain(`href="webcal://bimbel.example.id/sessions/v1/students/calendar/abc.def.ics"`);
    expect(html).toContain(SUBSCRIBE_LABEL);
    expect(html).toContain(COPY_LABEL);
  });

  it('renders a disabled link until the addresses are loaded', () => {
    const html = renderToString(createElement(CalendarFeedLink, {}));
    expect(html).toMatch(/<a aria-disabled="true"[^>]*>Langganan kalender<\/a>/);
  });
});
