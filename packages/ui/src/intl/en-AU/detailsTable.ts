import type { Vars } from './vars';

export const detailsTable = {
  titleHeader: 'Title',
  detailsHeader: 'Details',
  info: (v: Vars) => `About ${v.title}`,
};
