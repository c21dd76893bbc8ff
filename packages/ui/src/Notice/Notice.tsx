import { AlertTriangle, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Notice.css';

export const noticeTones = ['info', 'warning', 'danger'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const icons = { info: Info, warning: AlertTriangle, danger: CircleAlert } as const;

export interface NoticeProps {
  /** The message. */
  children: ReactNode;
  /** A bold first line, e.g. 'Free plan'. */
  title?: ReactNode;
  /** Colour of the edge and the icon; say the tone in words too. @default 'info' */
  tone?: NoticeTone;
  /** A button or link beside the message, e.g. 'Upgrade'. */
  action?: ReactNode;
  /**
   * `alert` for a message that appears after an action and must be announced at once (a refusal),
   * `status` for one announced politely (a warning that follows typing). Leave out for a notice
   * that is there when the page opens: it is read in the page's order. @default undefined
   */
  role?: 'alert' | 'status';
}

/**
 * A message about the page or the form beside it, with an optional action: a plan banner, a
 * warning under a form, a refusal that the page keeps showing. Not a toast: it stays until the
 * situation changes.
 *
 * ```tsx
 * <Notice tone="info" action={<Button onPress={upgrade}>Upgrade</Button>}>You are on the free plan.</Notice>
 * ```
 */
export function Notice({ children, title, tone = 'info', action, role }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div className={styles.root({ tone })} role={role} data-tone={tone}>
      <Icon className={styles.icon({ tone })} size={20} aria-hidden="true" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{children}</div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
