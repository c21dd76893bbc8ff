export { UnreadDot } from './UnreadDot';
export type { UnreadDotProps } from './UnreadDot';
