import { useId, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon } from '../icons';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { breakpoints } from '../theme/tokens';
import * as styles from './ChatLayout.css';
import { useUiStrings } from '../intl';
import { chatLayout } from '../intl/en-AU/chatLayout';

/** Wider than this, the list and the open conversation stand side by side. */
const sideBySide = `(min-width: ${breakpoints.medium + 1}px)`;

export interface ChatLayoutProps {
  /** The conversations, e.g. a `ConversationList`. */
  list: ReactNode;
  /** The open conversation's name, its pane's heading; `undefined` while none is open. */
  openTitle?: string;
  /** The open conversation: e.g. a `MessageThread` and a `Composer`. */
  children?: ReactNode;
  /** Closes the open conversation: the phone layout's back button. */
  onBack?: () => void;
  /** Name of the back button. @default 'Back to conversations' (localised) */
  backLabel?: string;
  /** Shown in the conversation pane while none is open. @default 'Select a chat to view messages' (localised) */
  emptyText?: string;
  /** A line above both panes, e.g. a `Notice` that the connection is being restored. */
  notice?: ReactNode;
  /** Heading level of the open conversation's name, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * A chat screen's two panes, laid out for the device. On a desktop the conversation list and the
 * open conversation stand side by side, with `emptyText` until one is chosen. On a phone (767px
 * or less) only one shows at a time: the list, then the open conversation under a back button.
 * The layouts are separate trees, not one hidden by CSS, so the hidden pane is not in the page.
 * As a swap takes the focused element away, the caller puts focus where the reader goes next
 * (WCAG 2.4.3): on opening, e.g. the message box; on Back, the row of the conversation just
 * closed (`ConversationList`'s `autoFocusId`).
 *
 * ```tsx
 * <ChatLayout
 *   list={<ConversationList … autoFocusId={closedId} />}
 *   openTitle={open?.name}
 *   onBack={() => { setClosedId(openId); close(); }}
 * >
 *   {open && <><MessageThread … /><Composer onSend={send} /></>}
 * </ChatLayout>
 * ```
 */
export function ChatLayout({
  list,
  openTitle,
  children,
  onBack,
  backLabel: ownBackLabel,
  emptyText: ownEmptyText,
  notice,
  headingLevel = 2,
}: ChatLayoutProps) {
  const strings = useUiStrings('chatLayout', chatLayout);
  const backLabel = ownBackLabel ?? strings.format('back');
  const emptyText = ownEmptyText ?? strings.format('empty');
  const wide = useMediaQuery(sideBySide);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const isOpen = openTitle !== undefined;

  const conversation = isOpen ? (
    <section className={styles.pane} aria-labelledby={titleId} data-pane="conversation">
      <div className={styles.paneHeader}>
        {!wide && onBack && (
          <IconButton label={backLabel} onPress={onBack}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Heading id={titleId} className={styles.title}>
          {openTitle}
        </Heading>
      </div>
      <div className={styles.paneBody}>{children}</div>
    </section>
  ) : (
    <div className={styles.pane} data-pane="conversation">
      <p className={styles.empty}>{emptyText}</p>
    </div>
  );

  return (
    <div className={styles.root}>
      {notice}
      {wide ? (
        <div className={styles.desktop}>
          <div className={styles.pane} data-pane="list">
            {list}
          </div>
          {conversation}
        </div>
      ) : (
        <div className={styles.phone}>
          {isOpen ? (
            conversation
          ) : (
            <div className={styles.pane} data-pane="list">
              {list}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
