// Types of chunk-graph.mjs for the TypeScript that imports it (packages/app-kit's Vite plugins).
import type { Manifest } from 'vite';

export function reachable<Node>(roots: Iterable<Node>, next: (node: Node) => readonly Node[]): Set<Node>;

export function manifestClosure(
  manifest: Manifest,
  keys: readonly string[],
): { js: Set<string>; css: Set<string>; sources: Set<string> };
