import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { useStepper } from './useStepper';
import * as styles from './Carousel.css';
import { useUiStrings } from '../intl';
import { carousel } from '../intl/en-AU/carousel';
import { common } from '../intl/en-AU/common';

export interface CarouselImage {
  /** Image URL. */
  src: string;
  /** What the image shows, for screen readers; '' when it adds nothing to the text around it. */
  alt: string;
}

export interface CarouselProps {
  /** The images, in order. */
  images: readonly CarouselImage[];
  /** Names the carousel, e.g. the product's name. @default 'Images' (localised) */
  'aria-label'?: string;
  /** Shown when there are no images. @default 'No images available' (localised) */
  emptyText?: string;
  /** The image shown, from 0 (controlled). */
  index?: number;
  /** The image shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the index of the newly shown image. */
  onIndexChange?: (index: number) => void;
}

/**
 * One image at a time with previous/next buttons (wrapping round) and 'n of m'. Follows the
 * WAI-ARIA carousel pattern: a labelled region with `aria-roledescription={strings.format('carousel')}`, the slide
 * a group named 'n of m' inside a polite live region, so each step is announced. No autoplay.
 *
 * ```tsx
 * <Carousel aria-label={product.name} images={product.images.map((src) => ({ src, alt: '' }))} />
 * ```
 */
export function Carousel({
  images,
  'aria-label': ownLabel,
  emptyText: ownEmptyText,
  index,
  defaultIndex = 0,
  onIndexChange,
}: CarouselProps) {
  const strings = useUiStrings('carousel', carousel);
  const commonStrings = useUiStrings('common', common);
  const label = ownLabel ?? strings.format('label');
  const emptyText = ownEmptyText ?? strings.format('empty');
  const { current, previous, next } = useStepper(images.length, index, defaultIndex, onIndexChange);
  const image = images[current];
  // 'n of m', the position of the image as people count it (from 1).
  const position = commonStrings.format('position', { index: current + 1, count: images.length });

  return (
    <section aria-roledescription={strings.format('carousel')} aria-label={label} className={styles.carousel}>
      {image === undefined ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <div className={styles.viewport} aria-live="polite">
            <div
              role="group"
              aria-roledescription={strings.format('slide')}
              aria-label={position}
              className={styles.slide}
            >
              <img key={image.src} src={image.src} alt={image.alt} className={styles.image} />
            </div>
          </div>
          {images.length > 1 && (
            <div className={styles.controls}>
              <IconButton
                label={commonStrings.format('previousImage')}
                variant="secondary"
                size="sm"
                onPress={previous}
              >
                <ChevronLeftIcon />
              </IconButton>
              {/* The slide's own name says the same to screen readers. */}
              <span className={styles.counter} aria-hidden="true">
                {position}
              </span>
              <IconButton
                label={commonStrings.format('nextImage')}
                variant="secondary"
                size="sm"
                onPress={next}
              >
                <ChevronRightIcon />
              </IconButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
