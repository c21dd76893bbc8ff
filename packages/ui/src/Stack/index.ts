export { Stack, stackGaps } from './Stack';
export type { StackProps, StackGap } from './Stack';
