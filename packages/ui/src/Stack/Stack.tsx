import type { AriaRole, ReactNode } from 'react';
import { scale } from '../theme/tokens';
import * as styles from './Stack.css';

export const stackGaps = Object.keys(scale.space) as (keyof typeof scale.space)[];
export type StackGap = (typeof stackGaps)[number];

export interface StackProps {
  /** The items, spaced evenly. */
  children?: ReactNode;
  /** Main axis. @default 'vertical' */
  direction?: 'vertical' | 'horizontal';
  /** Space between items, from the space scale. @default 'lg' */
  gap?: StackGap;
  /** Cross-axis alignment. @default 'stretch' */
  align?: 'stretch' | 'start' | 'center' | 'end' | 'baseline';
  /** Main-axis distribution. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets horizontal items wrap onto more lines. @default false */
  wrap?: boolean;
  /** The element, so a stack can also be a landmark or a list. @default 'div' */
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'ol';
  /** Names a landmark (`nav`, `section`). */
  'aria-label'?: string;
  /** Marks the items as still loading, e.g. figures shown as placeholders until they arrive. */
  'aria-busy'?: boolean;
  /** ARIA role, rarely needed. */
  role?: AriaRole;
}

/**
 * Lays out its children in a row or column with a gap from the space scale, so apps need no
 * styles of their own for simple layouts.
 *
 * ```tsx
 * <Stack gap="xl">…</Stack>
 * <Stack as="nav" aria-label="Product website" direction="horizontal" gap="lg" wrap>…</Stack>
 * ```
 */
export function Stack({
  children,
  direction = 'vertical',
  gap = 'lg',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  ...aria
}: StackProps) {
  return (
    <Element {...aria} className={styles.stack({ direction, gap, align, justify, wrap })}>
      {children}
    </Element>
  );
}
