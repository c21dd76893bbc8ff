export const carousel = {
  label: 'Images',
  /** What screen readers call the carousel and each of its slides (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  empty: 'No images available',
};
