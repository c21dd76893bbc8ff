import type { Vars } from './vars';

export const imageGrid = {
  select: (v: Vars) => `Select (${v.count})`,
  empty: 'No images found',
};
