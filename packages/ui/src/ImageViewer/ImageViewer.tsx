import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useEffect, useEffectEvent } from 'react';
import { useStepper } from '../Carousel/useStepper';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import * as styles from './ImageViewer.css';

export interface ViewerImage {
  /** Image URL. */
  src: string;
  /** Shown as the viewer's heading, and names the picture. */
  title: string;
  /** What the picture shows, for screen readers. @default the title */
  alt?: string;
}

export interface ImageViewerProps {
  /** The images to page through. */
  images: readonly ViewerImage[];
  /** Whether the viewer is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (Escape or the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** The image shown, from 0 (controlled): usually the one that was clicked. */
  index?: number;
  /** The image shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the index of the newly shown image. */
  onIndexChange?: (index: number) => void;
}

/**
 * A full-screen modal that shows one image at a time, with previous/next (buttons or the ← and →
 * keys, wrapping round), 'n of m', and a close button (or Escape). Focus is trapped inside and
 * returns to the opener on close (RAC).
 *
 * ```tsx
 * <ImageViewer images={images} index={open ?? 0} isOpen={open !== null}
 *   onIndexChange={setOpen} onOpenChange={(o) => !o && setOpen(null)} />
 * ```
 */
export function ImageViewer({
  images,
  isOpen,
  onOpenChange,
  index,
  defaultIndex = 0,
  onIndexChange,
}: ImageViewerProps) {
  const strings = useUiStrings('common', common);
  const { current, previous, next } = useStepper(images.length, index, defaultIndex, onIndexChange);
  const image = images[current];
  const hasMany = images.length > 1;

  // ← and → page while open. The viewer is modal, so every key press is meant for it; the
  // listener sits on the document because RAC's Dialog takes no key handlers.
  const onArrow = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
  });
  useEffect(() => {
    if (!isOpen || !hasMany) return;
    document.addEventListener('keydown', onArrow);
    return () => document.removeEventListener('keydown', onArrow);
  }, [isOpen, hasMany]);

  return (
    <ModalOverlay
      isOpen={isOpen && image !== undefined}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.topBar}>
                <Heading slot="title" className={styles.title}>
                  {image?.title}
                </Heading>
                <IconButton label={strings.format('close')} tooltip={false} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.stage} aria-live="polite">
                {image && (
                  <img
                    key={image.src}
                    src={image.src}
                    alt={image.alt ?? image.title}
                    className={styles.image}
                  />
                )}
              </div>
              <div className={styles.bottomBar}>
                {hasMany && (
                  <IconButton label={strings.format('previousImage')} variant="secondary" onPress={previous}>
                    <ChevronLeftIcon />
                  </IconButton>
                )}
                <span className={styles.counter}>
                  {strings.format('position', { index: current + 1, count: images.length })}
                </span>
                {hasMany && (
                  <IconButton label={strings.format('nextImage')} variant="secondary" onPress={next}>
                    <ChevronRightIcon />
                  </IconButton>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
