export { Notice } from './Notice';
export { noticeTones } from './Notice';
export type { NoticeProps } from './Notice';
export type { NoticeTone } from './Notice';
