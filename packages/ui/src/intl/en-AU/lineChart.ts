import type { Vars } from './vars';

export const lineChart = {
  key: (v: Vars) => `${v.title}: key`,
};
