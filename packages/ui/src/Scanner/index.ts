export { Scanner } from './Scanner';
export type { ScannerProps } from './Scanner';
export { useHasVideoInput } from './useHasVideoInput';
export { defaultScannerMessages } from './scannerMessages';
export type { ScannerMessages } from './scannerMessages';
export type { ScannerStatus } from './useCameraScanner';
