import type { Vars } from './vars';

/** Words several components share. */
export const common = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  notAnImage: 'Please select an image file',
  /** Where an image is in a set: '2 of 5'. */
  position: (v: Vars) => `${v.index} of ${v.count}`,
};
