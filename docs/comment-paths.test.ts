// Every repository file a source comment names exists on a clean clone (comment-paths.ts says what counts as
// naming one, and which generated folders are left out and why).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FOLDERS, pathsNamedIn, SOURCE_FILE, unresolvedPaths } from './comment-paths';

const ROOT = path.resolve(__dirname, '..');

test('every file path named in a comment of the tracked source is a tracked file', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const sources = tracked.filter((file) => SOURCE_FILE.test(file));
  expect(sources.length).toBeGreaterThan(500);
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  expect(unresolvedPaths(sources, read, new Set(tracked))).toEqual([]);
});

test('paths in comments are found and resolved; code, addresses, placeholders and build output are not paths', () => {
  const files: Record<string, string> = {
    'svc-x/src/orders/service.ts': [
      '// Wired in src/app.ts and svc-x/src/server.ts; see ../billing/routes.ts and docs/guide.md#orders.',
      "const pattern = /src\\/gone\\/regex.ts/; const text = 'svc-x/src/gone/string.ts';",
      '/** Stale: src/orders/gone.ts and svc-y/src/app.ts, (svc-x/src/old.ts). */',
      '// Not paths: https://example.com/src/a.ts, src/<component>/routes.ts, *.test.ts, data/YYYY.csv, a/b,',
      '// dist/server.js (a build writes it), and a file name alone: service.ts.',
      'export const x = 1; // shared/sibling.ts, from an enclosing folder',
    ].join('\n'),
  };
  const tracked = new Set([
    'svc-x/src/app.ts',
    'svc-x/src/server.ts',
    'svc-x/src/billing/routes.ts',
    'svc-x/src/shared/sibling.ts',
    'docs/guide.md',
  ]);
  expect(unresolvedPaths(Object.keys(files), (file) => files[file], tracked)).toEqual([
    'svc-x/src/orders/service.ts:3: src/orders/gone.ts',
    'svc-x/src/orders/service.ts:3: svc-y/src/app.ts',
    'svc-x/src/orders/service.ts:3: svc-x/src/old.ts',
  ]);
  expect(GENERATED_FOLDERS.every(({ reason }) => reason.length > 0)).toBe(true);
  expect(pathsNamedIn('the relay (src/mail/relay.ts:42) and `packages/a/b.mjs`.')).toEqual([
    'src/mail/relay.ts',
    'packages/a/b.mjs',
  ]);
});
