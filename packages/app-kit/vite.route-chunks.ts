import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { reachable } from '../../scripts/lib/chunk-graph.mjs';

export interface RouteChunksOptions {
  /** The app's Vite config (`import.meta.url` there): the first pass builds with it. */
  configFile: string;
  /** The route module of the signed-out first screen (the sign-in page). */
  signIn: string;
  /** The layout module every signed-in screen renders in. */
  shell: string;
  /** A shared chunk that only signed-in screens load joins theirs below this gzip size. */
  smallKb?: number;
}

/**
 * Chunks grouped by the first screens that load them, not by module (docs/decisions.md 66). Left
 * alone, the bundler gives each set of routes that shares a module a chunk of its own: the fewest
 * bytes for every screen, in 17-72 files, most of them under 2 KB, which a first load over HTTP/1.1
 * fetches six at a time. A first pass builds the app that way (writing nothing) to learn which
 * chunks each first screen loads; the build then joins them by that: `app` (what the entry
 * loads), `sign-in` (what the sign-in screen adds), `shell` (what the signed-in layout adds) and
 * `screens-N` (the small chunks only the other screens load). Each route's own chunk and the larger
 * chunks only screens share stay as they were. The stylesheets go into one file too: the whole
 * app's CSS is smaller than what a file per chunk costs in requests.
 */
export function routeChunks({ configFile, signIn, shell, smallKb = 5 }: RouteChunksOptions): Plugin {
  return {
    name: 'countertop-route-chunks',
    // The browser build only: not the first pass (which writes nothing), nor the prerender's Node build.
    apply: (config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && config.build?.write !== false,
    async config(config, { mode }): Promise<UserConfig> {
      const root = resolve(config.root ?? process.cwd());
      const firstPass = await build({
        root,
        mode,
        configFile: fileURLToPath(configFile),
        logLevel: 'silent',
        build: { write: false },
      });
      const groups = groupOfModules(
        chunksOf(firstPass),
        resolve(root, signIn),
        resolve(root, shell),
        smallKb,
      );
      return {
        build: {
          cssCodeSplit: false,
          rolldownOptions: {
            // A group takes its modules without their imports, which stay in the groups the first
            // pass gave them (rolldown asks for both options together). That is safe because the
            // groups import one another one way only (see `groupOfModules`).
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  {
                    debugName: 'route-chunks',
                    // What the page's script is stays in the entry chunk, which the HTML names.
                    name: (id, graph) =>
                      graph
                        .getModuleInfo(id)
                        ?.importers.some((importer) => graph.getModuleInfo(importer)?.isEntry)
                        ? null
                        : (groups.get(id) ?? null),
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

function chunksOf(output: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  return (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((item) => item.type === 'chunk') : [],
  );
}

/**
 * The group each module of the first pass joins (a route's own modules stay with their route).
 * Each group is a set of whole first-pass chunks, and the groups import one way only, so that no
 * two chunks import each other and every module runs after what it imports: `app` is all the
 * entry loads, so it imports nothing else; `sign-in` and `shell` are what their screens load
 * beyond it; the small chunks only other screens load join by depth (below).
 */
function groupOfModules(chunks: Rolldown.OutputChunk[], signIn: string, shell: string, smallKb: number) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (route?: string) =>
    reachable(
      chunks
        .filter((chunk) => chunk.isEntry || chunk.facadeModuleId === route)
        .map((chunk) => chunk.fileName),
      (file) => byFile.get(file)?.imports ?? [],
    );
  const appFiles = loadedWith();
  const signInFiles = loadedWith(signIn);
  const shellFiles = loadedWith(shell);
  const others = new Set(
    chunks.filter(
      (chunk) => !chunk.isDynamicEntry && !shellFiles.has(chunk.fileName) && !signInFiles.has(chunk.fileName),
    ),
  );
  // Small chunks join by their depth among these (the longest chain of imports below them): a
  // chunk imports only chunks of smaller depth, so the groups of equal depth import one way too.
  const depth = new Map<string, number>();
  const depthOf = (chunk: Rolldown.OutputChunk): number => {
    let known = depth.get(chunk.fileName);
    if (known === undefined) {
      const below = chunk.imports
        .map((file) => byFile.get(file))
        .filter((each): each is Rolldown.OutputChunk => each !== undefined && others.has(each));
      known = Math.max(-1, ...below.map(depthOf)) + 1;
      depth.set(chunk.fileName, known);
    }
    return known;
  };
  const groupOf = (chunk: Rolldown.OutputChunk) => {
    if (appFiles.has(chunk.fileName)) return 'app';
    if (signInFiles.has(chunk.fileName)) return 'sign-in';
    if (shellFiles.has(chunk.fileName)) return 'shell';
    return gzipSync(chunk.code, { level: 9 }).length < smallKb * 1000
      ? `screens-${depthOf(chunk)}`
      : chunk.name;
  };
  const groups = new Map<string, string>();
  for (const chunk of chunks.filter((each) => !each.isDynamicEntry)) {
    const group = groupOf(chunk);
    chunk.moduleIds.filter((id) => id !== chunk.facadeModuleId).forEach((id) => groups.set(id, group));
  }
  return groups;
}
