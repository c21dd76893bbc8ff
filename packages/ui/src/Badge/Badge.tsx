import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends Omit<
  HTMLAttributes<HTMLSpanElement>,
  'className' | 'style' | 'children'
> {
  /** The text: a status ('Published', 'Active') or a count. */
  children: ReactNode;
  /** Colour that matches the meaning; never the only carrier of it (the text says it too). @default 'neutral' */
  tone?: BadgeTone;
  /** Filled instead of outlined, for counts that must catch the eye. Drawn for neutral, accent and danger. @default false */
  solid?: boolean;
}

/**
 * A short status or count.
 *
 * ```tsx
 * <Badge tone="success">Published</Badge>
 * <Badge tone="accent" solid aria-label="3 unread messages">3</Badge>
 * ```
 */
export function Badge({ children, tone = 'neutral', solid = false, ...props }: BadgeProps) {
  // A named badge (aria-label) needs a role, or assistive technology ignores the name.
  const role = props['aria-label'] ? 'img' : undefined;
  return (
    <span role={role} {...props} className={styles.badge({ tone, solid })} data-tone={tone}>
      {children}
    </span>
  );
}
