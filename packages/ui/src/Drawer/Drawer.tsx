import { Dialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './Drawer.css';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';

export const drawerPlacements = ['start', 'end'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export const drawerSizes = ['sm', 'md', 'lg'] as const;
export type DrawerSize = (typeof drawerSizes)[number];

/** Content that may need to close the drawer (a link that navigates, a Cancel button). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The heading, which also names the drawer. */
  title: string;
  /** Keeps the title for screen readers only, e.g. a navigation drawer. @default false */
  hideTitle?: boolean;
  /** The content. A function receives `close`. */
  children?: WithClose;
  /** Actions pinned to the bottom. A function receives `close`. */
  footer?: WithClose;
  /** Whether it is open (controlled). */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The side it slides in from; `start` is the left in left-to-right languages. @default 'end' */
  placement?: DrawerPlacement;
  /** Maximum width. @default 'md' */
  size?: DrawerSize;
  /** Closes on a click on the dimmed page. @default true */
  isDismissable?: boolean;
  /** Name of the close button. @default 'Close' (localised) */
  closeLabel?: string;
}

/**
 * A modal panel that slides in from the side of the screen: details beside a list, or navigation
 * on narrow screens. Focus moves in and is trapped, Escape and the close button close it, and
 * focus returns to what opened it (RAC).
 *
 * ```tsx
 * <Drawer title="Store Details" isOpen={open} onOpenChange={setOpen}>…</Drawer>
 * ```
 */
export function Drawer({
  title,
  hideTitle = false,
  children,
  footer,
  placement = 'end',
  size = 'md',
  isDismissable = true,
  closeLabel: ownCloseLabel,
  ...props
}: DrawerProps) {
  const strings = useUiStrings('common', common);
  const closeLabel = ownCloseLabel ?? strings.format('close');
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.panel({ placement, size })} data-placement={placement}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={hideTitle ? visuallyHidden : styles.title}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} size="sm" tooltip={false} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {footer !== undefined && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
