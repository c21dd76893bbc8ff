export { Dialog, DialogTrigger, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
