/**
 * For the apps' builds: the server's Content-Security-Policy has no 'unsafe-eval'
 * (packages/server/src/http/security-headers.ts). zod probes `new Function` when it builds an
 * object schema, to compile faster parsers, and the browser reports that probe as a violation
 * even though zod catches it. zod keeps its settings in `globalThis.__zod_globalConfig`; defining
 * it at build time makes every schema jitless from the first one, whatever the module order.
 * The server keeps zod's compiled parsers (no CSP there).
 */
export function zodWithoutEval(): { define: Record<string, string> } {
  return { define: { 'globalThis.__zod_globalConfig': JSON.stringify({ jitless: true }) } };
}
