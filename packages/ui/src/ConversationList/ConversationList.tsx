import { useCallback, useRef, useState } from 'react';
import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './ConversationList.css';
import { useUiStrings } from '../intl';
import { conversationList } from '../intl/en-AU/conversationList';

export interface Conversation {
  /** Stable id, reported on selection. */
  id: Key;
  /** The other party's name. */
  name: string;
  /** Messages not read yet; a badge shows when above 0. @default 0 */
  unreadCount?: number;
  /** A line under the name, e.g. the last message. Plain text. */
  preview?: string;
  /** Picture of the other party. @default initials */
  avatarSrc?: string;
}

export interface ConversationListProps {
  /** The conversations, in the order to show them. */
  conversations: readonly Conversation[];
  /** Names the list. @default 'Conversations' (localised) */
  'aria-label'?: string;
  /** The open conversation's id (controlled). */
  selectedId?: Key | null;
  /** Called with the id of the conversation the user opens. */
  onSelect?: (id: Key) => void;
  /** How an unread count is read, e.g. '3 unread messages'. @default (n) => `${n} unread` (localised) */
  unreadLabel?: (count: number) => string;
  /** Shown when there are no conversations. @default 'No conversations yet' (localised) */
  emptyText?: string;
  /**
   * The conversation whose row takes keyboard focus when the list appears: on a phone, the one
   * just closed with Back, so focus returns where the reader left (WCAG 2.4.3). Read once, when
   * the list mounts; later changes move nothing. @default null
   */
  autoFocusId?: Key | null;
}

/** The badge's text: counts above 99 are shown as '99+'. */
export const unreadBadgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * A ref for the row of `id` that focuses it the first time it is drawn (react-aria draws a list's
 * rows after the list itself, so an effect of the list could miss it). Focusing the row itself,
 * not selecting it, lets react-aria track it as the focused option and show the focus ring only
 * to a keyboard user.
 */
function useFocusRowOnce(id: Key | null) {
  const [initialId] = useState(id);
  const done = useRef(false);
  const focusRow = useCallback((row: HTMLElement | null) => {
    if (row === null || done.current) return;
    done.current = true;
    row.focus();
  }, []);
  return (rowId: Key) => (initialId !== null && rowId === initialId ? focusRow : undefined);
}

/**
 * A list of conversations with unread badges (a single-select `listbox`): arrow keys move,
 * Enter or Space opens, type-ahead finds a name. Each option is named by all its visible text
 * plus the unread count ("Ada Lovelace Is my card valid? 3 unread"): an option's name must
 * contain what it shows (WCAG 2.5.3), so voice users can say what they see.
 *
 * ```tsx
 * <ConversationList conversations={chats} selectedId={openId} onSelect={open} autoFocusId={closedId} />
 * ```
 */
export function ConversationList({
  conversations,
  'aria-label': ownLabel,
  selectedId,
  onSelect,
  unreadLabel: ownUnreadLabel,
  emptyText: ownEmptyText,
  autoFocusId = null,
}: ConversationListProps) {
  const strings = useUiStrings('conversationList', conversationList);
  const label = ownLabel ?? strings.format('label');
  const unreadLabel = ownUnreadLabel ?? ((n: number) => strings.format('unread', { count: n }));
  const emptyText = ownEmptyText ?? strings.format('empty');
  const autoFocusRef = useFocusRowOnce(autoFocusId);
  return (
    <ListBox
      aria-label={label}
      items={conversations}
      selectionMode="single"
      selectedKeys={selectedId === undefined ? undefined : selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [first] = keys;
        if (first !== undefined) onSelect?.(first);
      }}
      // Re-opening the open conversation is a no-op rather than a deselection.
      disallowEmptySelection
      className={styles.list}
      renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
    >
      {(chat) => {
        const unread = chat.unreadCount ?? 0;
        return (
          <ListBoxItem
            ref={autoFocusRef(chat.id)}
            id={chat.id}
            textValue={chat.name}
            className={styles.item}
            data-unread={unread > 0 ? '' : undefined}
          >
            <Avatar name={chat.name} src={chat.avatarSrc} size="md" />
            <span className={styles.text}>
              {/* Spaces keep the words of the name apart: "Ada Lovelace Thanks! 3 unread". */}
              <span className={styles.name}>{chat.name}</span>{' '}
              {chat.preview && <span className={styles.preview}>{chat.preview}</span>}{' '}
              {unread > 0 && <span className={visuallyHidden}>{unreadLabel(unread)}</span>}
            </span>
            {unread > 0 && (
              <span aria-hidden="true">
                <Badge tone="accent" solid>
                  {unreadBadgeText(unread)}
                </Badge>
              </span>
            )}
          </ListBoxItem>
        );
      }}
    </ListBox>
  );
}
