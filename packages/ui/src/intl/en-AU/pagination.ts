import type { Vars } from './vars';

export const pagination = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  status: (v: Vars) => `Page ${v.page} of ${v.total}`,
};
