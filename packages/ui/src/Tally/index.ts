export { Tally } from './Tally';
export type { TallyProps } from './Tally';
