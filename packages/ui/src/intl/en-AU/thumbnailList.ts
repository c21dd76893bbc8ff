import type { Vars } from './vars';

export const thumbnailList = {
  remove: (v: Vars) => `Remove ${v.title}`,
  empty: 'No images selected',
};
