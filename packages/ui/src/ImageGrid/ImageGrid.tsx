import { Checkbox, GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { choiceRow } from '../styles/choice.css';
import * as styles from './ImageGrid.css';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import { imageGrid } from '../intl/en-AU/imageGrid';

export interface GridImage {
  /** Stable id, reported on selection and action. */
  id: Key;
  /** Image URL. */
  src: string;
  /** Names the item for screen readers and type-ahead; shown as a caption with `showTitles`. */
  title: string;
}

export interface ImageGridProps {
  /** The images, in order. */
  images: readonly GridImage[];
  /** Names the grid, e.g. 'Gallery'. */
  'aria-label': string;
  /** Columns from the header breakpoint up (phones always show 2). @default 3 */
  columns?: 2 | 3 | 4;
  /** Shows each image's title under it. @default true */
  showTitles?: boolean;
  /** `multiple` lets the user tick images (Space or click toggles). @default 'none' */
  selectionMode?: 'none' | 'multiple';
  /** The ticked image ids (controlled). */
  selectedKeys?: Iterable<Key>;
  /** The ticked ids at first (uncontrolled). @default [] */
  defaultSelectedKeys?: Iterable<Key>;
  /** Called with the ticked ids after each change. */
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Called on Enter or a click on an image when not selecting, e.g. to open the viewer. */
  onAction?: (id: Key) => void;
  /** Shows a 'Select (n)' button that hands over the ticked ids; disabled while none is ticked. */
  onConfirmSelection?: (keys: Key[]) => void;
  /** Text of that button. @default (n) => `Select (${n})` (localised) */
  selectLabel?: (count: number) => string;
  /** Shows a Cancel button beside it. */
  onCancel?: () => void;
  /** Shown when there are no images. @default 'No images found' (localised) */
  emptyText?: ReactNode;
}

/**
 * A grid of image tiles (RAC GridList in grid layout): arrow keys move in two dimensions,
 * Home/End go to the ends. With `selectionMode="multiple"` each tile has a checkbox, Space or a
 * click toggles it, and `onConfirmSelection` adds the 'Select (n)' action.
 *
 * ```tsx
 * <ImageGrid aria-label="Gallery" images={images} columns={2} selectionMode="multiple"
 *   onConfirmSelection={(ids) => attach(ids)} onCancel={close} />
 * ```
 */
export function ImageGrid({
  images,
  'aria-label': label,
  columns = 3,
  showTitles = true,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys = [],
  onSelectionChange,
  onAction,
  onConfirmSelection,
  selectLabel: ownSelectLabel,
  onCancel,
  emptyText: ownEmptyText,
}: ImageGridProps) {
  const strings = useUiStrings('imageGrid', imageGrid);
  const commonStrings = useUiStrings('common', common);
  const selectLabel = ownSelectLabel ?? ((n: number) => strings.format('select', { count: n }));
  const emptyText = ownEmptyText ?? strings.format('empty');
  const [ownKeys, setOwnKeys] = useState<Set<Key>>(() => new Set(defaultSelectedKeys));
  const chosen = selectedKeys !== undefined ? new Set(selectedKeys) : ownKeys;
  const isSelecting = selectionMode === 'multiple';

  const change = (selection: Selection) => {
    // 'all' comes from Ctrl+A: spell it out, so callers always get ids.
    const next = selection === 'all' ? new Set(images.map((i) => i.id)) : new Set(selection);
    setOwnKeys(next);
    onSelectionChange?.(next);
  };

  return (
    <div className={styles.root}>
      <GridList
        aria-label={label}
        layout="grid"
        items={images}
        selectionMode={selectionMode}
        selectedKeys={isSelecting ? chosen : undefined}
        onSelectionChange={isSelecting ? change : undefined}
        onAction={onAction}
        className={styles.grid({ columns })}
        renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
      >
        {(image) => (
          <GridListItem id={image.id} textValue={image.title} className={styles.item}>
            {isSelecting && (
              <Checkbox slot="selection" className={`${choiceRow} ${styles.checkbox}`}>
                <span className={styles.box} aria-hidden="true">
                  <Check className={styles.mark} size={14} strokeWidth={3} />
                </span>
              </Checkbox>
            )}
            {/* The tile is named by its title; the picture itself adds nothing to read. */}
            <img src={image.src} alt="" className={styles.image} loading="lazy" />
            {showTitles && <span className={styles.caption}>{image.title}</span>}
          </GridListItem>
        )}
      </GridList>
      {onConfirmSelection && (
        <div className={styles.actions}>
          {onCancel && <Button onPress={onCancel}>{commonStrings.format('cancel')}</Button>}
          <Button
            variant="primary"
            isDisabled={chosen.size === 0}
            onPress={() => onConfirmSelection([...chosen])}
          >
            {selectLabel(chosen.size)}
          </Button>
        </div>
      )}
    </div>
  );
}
