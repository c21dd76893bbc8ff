export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { useAppShell } from './AppShellContext';
export type { AppShellState } from './AppShellContext';
export { AppShellSkeleton } from './AppShellSkeleton';
export type { AppShellSkeletonProps } from './AppShellSkeleton';
