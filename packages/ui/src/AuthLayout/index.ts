export { AuthLayout, authLayoutWidths } from './AuthLayout';
export type { AuthLayoutProps, AuthLayoutWidth } from './AuthLayout';
