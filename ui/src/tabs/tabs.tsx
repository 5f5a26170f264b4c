'use client';

import { tabs as tabsClasses } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

export type TabItem = {
  id: string;
  label: ReactNode;
  /** Rendered only while its tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
};

export type TabsProps = {
  tabs: TabItem[];
  /** Names the tab list, e.g. "Jadwal kelas". */
  'aria-label': string;
  /** Controlled selection. */
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
};

/**
 * Tabs over panels. Arrow keys move between tabs (and select them), Home/End jump to the ends,
 * Tab moves into the panel.
 *
 * @example
 * <Tabs aria-label="Jadwal kelas" tabs={[
 *   { id: 'upcoming', label: 'Kelas mendatang', content: <UpcomingClasses /> },
 *   { id: 'past', label: 'Kelas selesai', content: <PastClasses /> },
 * ]} />
 */
export function Tabs({
  tabs,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: TabsProps) {
  const classes = tabsClasses();
  return (
    <AriaTabs
      className={classes.root}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
    >
      <TabList aria-label={ariaLabel} className={classes.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} isDisabled={tab.isDisabled} className={classes.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={classes.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
