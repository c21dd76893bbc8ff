import { useLayoutEffect, useRef, type Key } from 'react';
import { useDateFormatter } from 'react-aria';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './MessageThread.css';
import { useUiStrings } from '../intl';
import { messageThread } from '../intl/en-AU/messageThread';

export interface ThreadMessage {
  /** Stable id. */
  id: Key;
  /** The message as typed. Always rendered as text, never as HTML. */
  text: string;
  /** `outgoing` for the user's own messages (right), `incoming` for the other party's (left). */
  direction: 'outgoing' | 'incoming';
  /** When it was sent: a Date, an ISO string or epoch milliseconds. */
  sentAt?: Date | string | number;
  /** Who sent it, read before the text. @default 'You' for outgoing, `incomingLabel` for incoming */
  senderName?: string;
  /**
   * An outgoing message written by someone else on the user's side (a colleague's reply): its
   * sender's name is shown above it and its bubble is outlined rather than filled, so it is not
   * taken for the user's own. @default false
   */
  fromTeammate?: boolean;
}

export interface MessageThreadProps {
  /** The messages, oldest first. */
  messages: readonly ThreadMessage[];
  /** Names the log, e.g. 'Conversation with Ada Lovelace'. @default 'Messages' (localised) */
  'aria-label'?: string;
  /** Read before incoming messages without a `senderName`. @default 'Them' (localised) */
  incomingLabel?: string;
  /** Read before outgoing messages without a `senderName`. @default 'You' (localised) */
  outgoingLabel?: string;
  /** Shown when there are no messages. @default 'No messages yet' (localised) */
  emptyText?: string;
  /** Formats `sentAt`. @default the locale's (I18nProvider's) medium date and short time */
  formatTime?: (date: Date) => string;
}

function toDate(value: ThreadMessage['sentAt']): Date | null {
  if (value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Pixels from the bottom within which the reader counts as "following" the conversation. */
const followThreshold = 48;

/**
 * A conversation: the user's messages on the right, the other party's on the left; a colleague's
 * (`fromTeammate`) on the right too, outlined and named. A `log`
 * (polite live region), so messages that arrive are read out; each says who wrote it. Text is
 * rendered as text (React escapes it), with line breaks kept. It scrolls to the newest message
 * when one arrives, unless the reader has scrolled up to read older ones.
 *
 * ```tsx
 * <MessageThread aria-label={`Conversation with ${name}`} messages={messages.map(toThreadMessage)} />
 * ```
 */
export function MessageThread({
  messages,
  'aria-label': ownLabel,
  incomingLabel: ownIncomingLabel,
  outgoingLabel: ownOutgoingLabel,
  emptyText: ownEmptyText,
  formatTime,
}: MessageThreadProps) {
  const strings = useUiStrings('messageThread', messageThread);
  const label = ownLabel ?? strings.format('label');
  const incomingLabel = ownIncomingLabel ?? strings.format('incoming');
  const outgoingLabel = ownOutgoingLabel ?? strings.format('outgoing');
  const emptyText = ownEmptyText ?? strings.format('empty');
  const byLocale = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const format = formatTime ?? ((date: Date) => byLocale.format(date));
  const logRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastId = messages.at(-1)?.id;

  // Before paint, so the thread never flashes at the old scroll position.
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={label}
      // Keyboard users scroll the history with the arrow keys once it has focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.log}
      onScroll={(event) => {
        const el = event.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < followThreshold;
      }}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => {
            const date = toDate(message.sentAt);
            const sender =
              message.senderName ?? (message.direction === 'outgoing' ? outgoingLabel : incomingLabel);
            return (
              <li
                key={message.id}
                className={styles.message}
                data-direction={message.direction}
                data-teammate={message.fromTeammate ? '' : undefined}
              >
                {message.fromTeammate ? (
                  <span className={styles.sender}>
                    {sender}
                    <span className={visuallyHidden}>: </span>
                  </span>
                ) : (
                  <span className={visuallyHidden}>{`${sender}: `}</span>
                )}
                <p className={styles.bubble}>{message.text}</p>
                {date && (
                  <time className={styles.meta} dateTime={date.toISOString()}>
                    {format(date)}
                  </time>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
