// Walks of a build's chunk graph, shared by the build (packages/app-kit/vite.route-chunks.ts and
// vite.prerender.ts) and the bundle budgets (bundle-sizes.mjs). Plain JavaScript, with its types
// in chunk-graph.d.mts, so the budget script runs without a TypeScript loader.

/** `roots` and everything reachable from them through `next`, each once. */
export function reachable(roots, next) {
  const seen = new Set();
  const visit = (node) => {
    if (seen.has(node)) return;
    seen.add(node);
    next(node).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * What the entries `keys` of a Vite build manifest load before anything runs: the files of their
 * chunks and of every chunk those import statically (`js`), their stylesheets (`css`) and the
 * modules the chunks come from (`sources`).
 */
export function manifestClosure(manifest, keys) {
  const chunkOf = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return chunk;
  };
  const loaded = [...reachable(keys, (key) => chunkOf(key).imports ?? [])];
  return {
    js: new Set(loaded.map((key) => chunkOf(key).file)),
    css: new Set(loaded.flatMap((key) => chunkOf(key).css ?? [])),
    sources: new Set(loaded.map((key) => chunkOf(key).src ?? key)),
  };
}
