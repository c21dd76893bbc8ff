import { useRef, type Key, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import * as styles from './ThumbnailList.css';
import { useUiStrings } from '../intl';
import { thumbnailList } from '../intl/en-AU/thumbnailList';

export interface Thumbnail {
  /** Stable id, handed to `onRemove`. */
  id: Key;
  /** Image URL. */
  src: string;
  /** Shown under the picture and names it (and its remove button). */
  title: string;
}

export interface ThumbnailListProps {
  /** The chosen images, in order. */
  items: readonly Thumbnail[];
  /** Names the list, e.g. 'Selected images'. */
  'aria-label': string;
  /** Called with an item's id when its remove button is pressed. Without it, nothing can be removed. */
  onRemove?: (id: Key) => void;
  /** Name of each remove button. @default (title) => `Remove ${title}` (localised) */
  removeLabel?: (title: string) => string;
  /** Shown when the list is empty. @default 'No images selected' (localised) */
  emptyText?: ReactNode;
}

/**
 * Small pictures of what has been chosen (a form's images), each with its title and a remove
 * button. After a removal, focus moves to the next remove button (or the previous one at the
 * end), so a keyboard user can keep removing without starting over.
 *
 * ```tsx
 * <ThumbnailList aria-label="Selected images" items={chosen} onRemove={(id) => drop(id)} />
 * ```
 */
export function ThumbnailList({
  items,
  'aria-label': label,
  onRemove,
  removeLabel: ownRemoveLabel,
  emptyText: ownEmptyText,
}: ThumbnailListProps) {
  const strings = useUiStrings('thumbnailList', thumbnailList);
  const removeLabel = ownRemoveLabel ?? ((title: string) => strings.format('remove', { title }));
  const emptyText = ownEmptyText ?? strings.format('empty');
  const list = useRef<HTMLUListElement>(null);

  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const remove = (index: number, id: Key) => {
    onRemove?.(id);
    // The list re-renders without the item: the button now at this index (or the one before) takes focus.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      if (!buttons || buttons.length === 0) return;
      buttons[Math.min(index, buttons.length - 1)]?.focus();
    });
  };

  return (
    <ul ref={list} aria-label={label} className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <img src={item.src} alt="" className={styles.image} loading="lazy" />
          <span className={styles.footer}>
            <span className={styles.title} title={item.title}>
              {item.title}
            </span>
            {onRemove && (
              <IconButton label={removeLabel(item.title)} size="sm" onPress={() => remove(index, item.id)}>
                <CloseIcon />
              </IconButton>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
