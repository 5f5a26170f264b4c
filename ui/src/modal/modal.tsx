'use client';

import { modal, type ModalVariantProps } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  DialogTrigger,
  Heading,
  ModalOverlay,
  type DialogProps,
  type DialogTriggerProps,
} from 'react-aria-components';
import { CloseButton } from './close-button.tsx';

export type ModalProps = ModalVariantProps & {
  /** The dialog's heading; it names the dialog for screen readers. */
  title: ReactNode;
  /** Content, or a function receiving `close` for buttons that should close the modal. */
  children: DialogProps['children'];
  /** Controlled open state. Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` on Escape, outside click and the close icon alike (docs/product: all three skip). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside the dialog. Default `true` (docs/product §4). */
  isDismissable?: boolean;
  /** Ignores Escape, e.g. while a submit is in flight. */
  isKeyboardDismissDisabled?: boolean;
  /** Leaves out the close icon (then give the content its own way out). */
  hideCloseButton?: boolean;
  /** Accessible name of the close icon. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog: page scroll locked, focus trapped inside and restored to the opener on close,
 * closed by Escape, outside click (opt out with `isDismissable={false}`) or the close icon.
 * Use it controlled (`isOpen` + `onOpenChange`) or inside a `ModalTrigger`.
 *
 * @example
 * <Modal title="Profilku" isOpen={open} onOpenChange={setOpen}>…</Modal>
 *
 * @example
 * <ModalTrigger>
 *   <Button>Info Tutor</Button>
 *   <Modal title="Fitur Tutor" width="narrow">
 *     {({ close }) => <Button onPress={close}>Oke, sip!</Button>}
 *   </Modal>
 * </ModalTrigger>
 */
export function Modal({
  title,
  children,
  width,
  hideTitle,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  hideCloseButton = false,
  closeLabel = 'Tutup',
  role,
}: ModalProps) {
  const classes = modal({ width, hideTitle });
  return (
    <ModalOverlay
      className={classes.overlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <AriaModal className={classes.content}>
        <Dialog className={classes.dialog} role={role}>
          {(renderProps) => (
            <>
              <div className={classes.header}>
                <Heading slot="title" className={classes.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : <CloseButton slot="close" label={closeLabel} />}
              </div>
              <div className={classes.body}>
                {typeof children === 'function' ? children(renderProps) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export type ModalTriggerProps = DialogTriggerProps;

/**
 * Opens the `Modal` inside it when its first child (a `Button`) is pressed; state stays internal.
 *
 * @example
 * <ModalTrigger><Button>Buka</Button><Modal title="Judul">Isi</Modal></ModalTrigger>
 */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogTrigger {...props} />;
}
