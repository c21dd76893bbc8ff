import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { useId, type ReactNode } from 'react';
import { ButtonContent } from '../Button/Button';
import { useStaleAnnouncementCleanup } from '../hooks/useStaleAnnouncementCleanup';
import type { ButtonSize, ButtonVariant } from '../Button';
import * as buttonStyles from '../Button/Button.css';
import { Tooltip } from '../Tooltip';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  RACButtonProps,
  'children' | 'className' | 'style' | 'aria-label'
> {
  /** The accessible name (and tooltip text): what pressing does, e.g. "Open navigation". */
  label: string;
  /** One icon from `@countertop/ui`; it is hidden from assistive technology. */
  children: ReactNode;
  /** Visual weight. @default 'ghost' */
  variant?: ButtonVariant;
  /** Square size. @default 'md' */
  size?: ButtonSize;
  /** Shows `label` in a tooltip on hover and focus. @default true */
  tooltip?: boolean;
  /** Shows a small dot on the icon, e.g. unread messages; say so in `label` too. @default false */
  indicator?: boolean;
  /**
   * Shows a number on the icon, e.g. new alerts; nothing at 0. Say the same number in `label`
   * (axe checks that the visible text is part of the name). @default undefined
   */
  count?: number;
  /** Label of the spinner shown while `isPending`. @default 'Loading' (localised) */
  pendingLabel?: string;
}

/**
 * A square button holding only an icon, named by `label`.
 *
 * ```tsx
 * <IconButton label="Scan a QR code" onPress={openScanner}><CameraIcon /></IconButton>
 * <IconButton label="Chat, unread messages" indicator><ChatIcon /></IconButton>
 * <IconButton label="Alerts, 3 new" count={3}><AlertIcon /></IconButton>
 * ```
 */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  tooltip = true,
  indicator = false,
  count,
  pendingLabel,
  ...props
}: IconButtonProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  useStaleAnnouncementCleanup(id);
  const button = (
    <RACButton
      {...props}
      id={id}
      aria-label={label}
      className={buttonStyles.button({ variant, size, iconOnly: true })}
    >
      {({ isPending }) => (
        <>
          <ButtonContent size={size} isPending={isPending} pendingLabel={pendingLabel}>
            {children}
          </ButtonContent>
          {indicator && <span className={styles.indicator} aria-hidden="true" />}
          {count !== undefined && count > 0 && (
            <span className={styles.count} aria-hidden="true" data-count={count}>
              {count}
            </span>
          )}
        </>
      )}
    </RACButton>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
