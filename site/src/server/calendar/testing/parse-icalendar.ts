import ICAL from 'ical.js';

/*
 * Reads our calendar files with an independent parser (ical.js), as a calendar app would: the
 * tests never check our output with our own code.
 */

export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  url: string;
  location: string;
  dtstamp: Date;
  start: Date;
  end: Date;
  startTzid: string | null;
  endTzid: string | null;
  alarm: { action: string; trigger: string; related: string | null } | null;
};

export type ParsedCalendar = {
  properties: Record<string, string>;
  timezones: string[];
  events: ParsedEvent[];
};

export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${root.name}`);
  const timezones = root.getAllSubcomponents('vtimezone');
  // ical.js has no zone database: the file's own VTIMEZONE is what turns 19:00 Jakarta into an instant.
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const properties: Record<string, string> = {};
  for (const property of root.getAllProperties()) properties[property.name] = String(property.getFirstValue());
  const events = root.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstProperty('trigger');
    const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: text('status'),
      summary: event.summary,
      description: event.description,
      url: text('url'),
      location: event.location,
      dtstamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startTzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      endTzid: (vevent.getFirstProperty('dtend')?.getParameter('tzid') as string | undefined) ?? null,
      alarm: alarm
        ? {
            action: String(alarm.getFirstPropertyValue('action')),
            trigger: String(trigger?.getFirstValue()),
            related: (trigger?.getParameter('related') as string | undefined) ?? null,
          }
        : null,
    };
  });
  return { properties, timezones: timezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))), events };
}
