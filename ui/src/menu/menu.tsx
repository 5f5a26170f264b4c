'use client';

import { menu } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type PopoverProps,
} from 'react-aria-components';

export type DropdownMenuItem = {
  id: string;
  label: string;
  /** Runs when the item is chosen (click, Enter or Space). */
  onAction?: () => void;
  /** Makes the item a link. */
  href?: string;
  isDisabled?: boolean;
};

export type DropdownMenuProps = {
  /** Content of the trigger button, e.g. avatar + name. */
  trigger: ReactNode;
  /** Name of the trigger when its content has no text (an avatar only). */
  triggerLabel?: string;
  items: DropdownMenuItem[];
  /** Name of the menu itself; defaults to the trigger's name. */
  'aria-label'?: string;
  /** Also called with the chosen item's id, after the item's own `onAction`. */
  onAction?: (id: string) => void;
  placement?: PopoverProps['placement'];
  /** Starts open (the catalogue's open state). */
  defaultOpen?: boolean;
};

/**
 * A button that opens a menu of actions or links. React Aria supplies the keyboard: Enter, Space
 * or ArrowDown opens it, arrows move, Escape closes it and returns focus to the button.
 *
 * @example
 * <DropdownMenu
 *   trigger={<><Avatar name="Budi" /> Budi</>}
 *   items={[{ id: 'profile', label: 'Profilku', onAction: openProfile }, { id: 'logout', label: 'Keluar', onAction: logout }]}
 * />
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  'aria-label': ariaLabel,
  onAction,
  placement = 'bottom end',
  defaultOpen,
}: DropdownMenuProps) {
  const classes = menu();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={classes.trigger} aria-label={triggerLabel}>
        {trigger}
        <svg
          className={classes.chevron}
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </AriaButton>
      <Popover className={classes.popover} placement={placement} offset={8}>
        <AriaMenu className={classes.list} items={items} aria-label={ariaLabel}>
          {(item) => (
            <AriaMenuItem
              id={item.id}
              href={item.href}
              onAction={() => {
                item.onAction?.();
                onAction?.(item.id);
              }}
              isDisabled={item.isDisabled}
              className={classes.item}
            >
              {item.label}
            </AriaMenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
