import {
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<RACTooltipProps, 'children' | 'className' | 'style'> {
  /** The tooltip's text. */
  content: ReactNode;
  /** One focusable RAC element (Button, Link) that shows the tooltip on hover and keyboard focus. */
  children: ReactElement;
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. @default 700 */
  delay?: number;
}

/**
 * A short label shown next to a control on hover and focus, for sighted users of icon-only
 * controls. It does not name the control: give the control its own accessible name.
 */
export function Tooltip({ content, children, delay = 700, placement = 'top', ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <RACTooltip {...props} placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
