export { CountertopProvider } from './CountertopProvider';
export type { CountertopProviderProps } from './CountertopProvider';
