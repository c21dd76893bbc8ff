import { Button, Tooltip as RACTooltip, TooltipTrigger, type TooltipProps } from 'react-aria-components';
import { useState, type ReactNode } from 'react';
import { InfoIcon } from '../icons';
import * as tooltipStyles from '../Tooltip/Tooltip.css';
import * as styles from './InfoTooltip.css';

export interface InfoTooltipProps {
  /** The explanation shown in the tooltip. */
  children: ReactNode;
  /** Names the info button, e.g. 'About Days to dispatch'. */
  label: string;
  /** Where the tooltip sits relative to the button. @default 'top' */
  placement?: TooltipProps['placement'];
}

/**
 * An (i) button that explains something next to it. The explanation shows on hover, on keyboard
 * focus (and is then the button's description for screen readers), and on press: touch screens
 * have no hover, so a tap must open it too. Escape, blur or moving away closes it.
 *
 * ```tsx
 * <InfoTooltip label="About Plan">The plan your business is on.</InfoTooltip>
 * ```
 */
export function InfoTooltip({ children, label, placement = 'top' }: InfoTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <TooltipTrigger isOpen={isOpen} onOpenChange={setOpen} delay={300} shouldCloseOnPress={false}>
      <Button aria-label={label} className={styles.trigger} onPress={() => setOpen(true)}>
        <InfoIcon size={16} aria-hidden="true" />
      </Button>
      <RACTooltip placement={placement} offset={6} className={tooltipStyles.tooltip}>
        {children}
      </RACTooltip>
    </TooltipTrigger>
  );
}
