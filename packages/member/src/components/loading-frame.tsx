import { AppShellSkeleton } from '@countertop/ui/AppShell';

/**
 * The signed-in screens' frame until the layout and the first screen have loaded: the build
 * prerenders it into index.html (src/prerender.tsx) and the router shows it again while they
 * load, so the pass keeps one frame from the first paint to the screen. Four placeholders, as
 * MemberLayout has four sections.
 */
export function LoadingFrame() {
  return <AppShellSkeleton brand="Countertop" items={4} />;
}
