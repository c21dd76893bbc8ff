// The docs check of `npm test` (docs/testing.md): every file path and code identifier written in
// backticks in docs/ and the READMEs must still exist, so the docs cannot drift from the code
// unnoticed. A path matches a tracked file or folder, whole or as its tail (`http/route.ts` is
// packages/server/src/http/route.ts); `<name>` and `*` in a path stand for any one segment part.
// An identifier (camelCase, PascalCase, or `a.b` member access) must occur as a word in the code.
// A package name must be one the workspace names or depends on, and an API path (`staff/add`) one
// the contract serves. Build outputs (dist/, storybook-static/ ...) are not checked: a clone has
// none until it builds. docs/decisions.md and docs/bench.md are records of what was tried and
// measured, so they keep the names of things since taken back and are not checked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './lib/tools.mjs';

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const HISTORY = new Set(['docs/decisions.md', 'docs/bench.md']);
const docs = tracked.filter(
  (file) =>
    ((file.startsWith('docs/') && file.endsWith('.md')) || /(^|\/)README\.md$/.test(file)) &&
    !HISTORY.has(file),
);
const code = tracked.filter(
  (file) => /\.(ts|tsx|mjs|js|cjs|json|sql|yaml|yml|html|css)$/.test(file) && !file.endsWith('.md'),
);

const folders = new Set();
for (const file of tracked) {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
}
const entries = [...tracked, ...folders];

const codeWords = new Set();
for (const file of code) {
  let text;
  try {
    text = readFileSync(`${root}/${file}`, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) codeWords.add(word);
}

const packages = new Set();
for (const file of tracked.filter((f) => f.endsWith('package.json'))) {
  const manifest = JSON.parse(readFileSync(`${root}/${file}`, 'utf8'));
  if (manifest.name) packages.add(manifest.name);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'])
    for (const name of Object.keys(manifest[field] ?? {})) packages.add(name);
}
const packageOf = (token) =>
  (token.startsWith('@') ? token.split('/').slice(0, 2) : token.split('/').slice(0, 1)).join('/');

const contractText = tracked
  .filter((file) => file.startsWith('packages/api/src/contract/') && file.endsWith('.ts'))
  .map((file) => readFileSync(`${root}/${file}`, 'utf8'))
  .join('\n');

const GENERATED = new Set([
  'dist',
  'storybook-static',
  'test-results',
  '.vite',
  'data',
  'pg',
  'node_modules',
  '.tools',
  'assets',
]);
const isGenerated = (token) =>
  token.split('/').some((segment) => GENERATED.has(segment)) ||
  ['CHANGELOG.md', 'styles.css'].includes(token);

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A written path as a pattern over tracked paths: whole, or the tail after a `/`. */
function pathPattern(path) {
  const body = path
    .replace(/\/$/, '')
    .split(/(<[^>]+>|\*\*?)/)
    .map((part) => (/^(<[^>]+>|\*\*?)$/.test(part) ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`(^|/)${body}$`);
}

const EXTENSION = /\.(ts|tsx|mjs|js|json|md|sql|yaml|yml|html|css|sh|png)$/;
const PATH =
  /^[\w.@<>*-]+(\/[\w.@<>*-]*)+$|^[\w.<>-]+\.(ts|tsx|mjs|js|json|md|sql|yaml|yml|html|css|sh|png)$/;
const MIME = /^(application|multipart|image|text|font)\//;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;
const looksLikeCode = (word) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(word) || word.includes('.');

function problemsOf(file) {
  const text = readFileSync(`${root}/${file}`, 'utf8').replace(/```[\s\S]*?```/g, '');
  const problems = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const token = span.trim().replace(/:\d+(-\d+)?$/, '');
    if (/^(https?:|\/api\/|\/[a-z])/.test(token) || token.startsWith('../') || token.includes(' ')) continue;
    if (PATH.test(token)) {
      if (isGenerated(token) || MIME.test(token) || /^\.[a-z]{1,4}(\.[a-z]{1,4})?$/.test(token)) continue;
      if (packages.has(packageOf(token))) continue;
      if (token.startsWith('@')) {
        problems.push(`package \`${token}\``);
        continue;
      }
      const pattern = pathPattern(token.replace(/^\.\//, ''));
      if (entries.some((entry) => pattern.test(entry))) continue;
      if (!EXTENSION.test(token) && !token.endsWith('/') && !token.includes('<') && !token.includes('*')) {
        // No extension and no trailing slash: an API path, or an environment name such as DATA_DIR/pg.
        if (/^[a-z]/.test(token) && !contractText.includes(`'/${token}'`))
          problems.push(`API path \`${token}\``);
        continue;
      }
      problems.push(`path \`${token}\``);
    } else if (IDENTIFIER.test(token)) {
      const name = token.replace(/\(\)$/, '');
      const words = name.split('.');
      if (looksLikeCode(name) && !words.every((word) => codeWords.has(word)))
        problems.push(`identifier \`${token}\``);
    }
  }
  return problems;
}

let count = 0;
for (const file of docs) {
  for (const problem of problemsOf(file)) {
    console.log(`${file}: ${problem} is not in the code`);
    count++;
  }
}
console.log(
  count === 0 ? `docs check: ${docs.length} files, nothing drifted` : `docs check: ${count} drifted`,
);
process.exit(count === 0 ? 0 : 1);
