'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type DayTab = { id: string; label: ReactNode; content: ReactNode };

export type DayTabsClasses = { root: string; list: string; tab: string; panel: string };

/**
 * The day tabs of /jadwal: the WAI-ARIA tabs pattern with the ui Tabs' look (its recipe's classes,
 * computed on the server and passed in) and its keyboard — arrow keys move to the neighbouring
 * day and select it, Home/End jump to Senin/Minggu, Tab moves into the panel. Written here
 * rather than with the ui Tabs because React Aria's collection code would put /jadwal over its
 * 110 KB client JS budget (decision 072). Every panel is in the HTML (search engines read the
 * whole week); only the selected one is shown.
 */
export function DayTabs({
  tabs,
  'aria-label': ariaLabel,
  defaultSelectedKey,
  classes,
}: {
  tabs: DayTab[];
  'aria-label': string;
  defaultSelectedKey: string;
  classes: DayTabsClasses;
}) {
  const [selected, setSelected] = useState(
    tabs.some((tab) => tab.id === defaultSelectedKey) ? defaultSelectedKey : (tabs[0]?.id ?? ''),
  );
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    const element = refs.current.get(tab.id);
    element?.focus();
    element?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  // On a narrow phone the strip scrolls: bring the day first selected (today) into view, sideways
  // only — the page itself does not move.
  useEffect(() => {
    const tab = refs.current.get(selected);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    // Whole pixels, rounded outwards: scrollLeft drops a fraction, which left the tab 0.4 px cut.
    if (tabBox.right > listBox.right) list.scrollLeft += Math.ceil(tabBox.right - listBox.right);
    else if (tabBox.left < listBox.left) list.scrollLeft -= Math.ceil(listBox.left - tabBox.left);
    // Once, after the first render: later moves scroll with the focus (select()).
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={classes.root}>
      <div role="tablist" aria-label={ariaLabel} className={classes.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className={classes.tab}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={classes.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
