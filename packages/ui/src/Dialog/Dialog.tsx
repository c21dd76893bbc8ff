import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import * as styles from './Dialog.css';
import { useScrollsVertically } from './useScrollsVertically';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Content that may need to close the dialog (e.g. a Cancel button). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** A line under the title, linked to the dialog with `aria-describedby`. */
  description?: ReactNode;
  /** The body. A function receives `close`. */
  children?: WithClose;
  /** Actions, right-aligned under the body (primary last). A function receives `close`. */
  footer?: WithClose;
  /** Whether it is open (controlled). Leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when it opens or closes (Escape, outside click when dismissable, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside and shows a close button. @default false */
  isDismissable?: boolean;
  /** Ignores Escape: for steps that must end with one of the footer's actions. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Maximum width. @default 'md' */
  size?: DialogSize;
  /** `alertdialog` for confirmations that interrupt; the default suits forms. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Name of the close button (with `isDismissable`). @default 'Close' (localised) */
  closeLabel?: string;
}

/**
 * A modal dialog. Focus moves in and is trapped until it closes, then returns to where it was;
 * Escape closes unless `isKeyboardDismissDisabled`; the page behind is hidden from screen readers.
 * See Dialog.accessibility.md.
 *
 * ```tsx
 * <Dialog title="Select Store & Counter" isOpen={open} onOpenChange={setOpen}
 *   footer={<><Button onPress={cancel}>Cancel</Button><Button variant="primary" isDisabled={!ready} onPress={save}>Continue</Button></>}>
 *   <Select label="Store" … /><Select label="Counter" … />
 * </Dialog>
 * ```
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  isDismissable = false,
  size = 'md',
  role = 'dialog',
  closeLabel,
  ...props
}: DialogProps) {
  const strings = useUiStrings('common', common);
  const descriptionId = useId();
  const [bodyRef, bodyScrolls] = useScrollsVertically<HTMLDivElement>();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        {/* RAC links a description only for alertdialogs; ours is one short line, worth reading
            out when the dialog opens, so it is linked for both roles. */}
        <RACDialog
          role={role}
          className={styles.dialog}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.headings}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description && (
                    <p id={descriptionId} className={styles.description}>
                      {description}
                    </p>
                  )}
                </div>
                {isDismissable && (
                  <span className={styles.close}>
                    <IconButton
                      label={closeLabel ?? strings.format('close')}
                      size="sm"
                      tooltip={false}
                      onPress={close}
                    >
                      <CloseIcon />
                    </IconButton>
                  </span>
                )}
              </div>
              {children !== undefined && (
                <div
                  ref={bodyRef}
                  className={styles.body}
                  // A body taller than the dialog takes focus, so the keyboard can scroll it
                  // even when it holds nothing focusable (details, a long text): what axe's
                  // scrollable-region-focusable asks of a scrolling region.
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={bodyScrolls ? 0 : undefined}
                >
                  {typeof children === 'function' ? children(close) : children}
                </div>
              )}
              {footer !== undefined && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Opens the `Dialog` inside it when its first child (a Button) is pressed: uncontrolled use. */
export { DialogTrigger } from 'react-aria-components';
