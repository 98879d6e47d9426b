// The README tells the truth about the product's leagues and about the files it sends a reader to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEAGUE_LABELS, LEAGUES } from '@vantage/contracts/sports-rules';
import { pathsNamedIn } from './comment-paths';

const ROOT = path.resolve(__dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
const FRONT_ENDS = ['shell', 'mfe-games', 'mfe-account', 'mfe-admin'];

test('the opening names every league, and the picture routes /api/<league>/ for each of them', () => {
  const opening = README.slice(0, README.indexOf('## '));
  for (const league of LEAGUES) expect(opening).toContain(LEAGUE_LABELS[league]);
  const picture = /## How it fits together\n+```\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
  expect(picture).toContain('/api/<league>/');
  expect(picture).toContain(`<league>: ${LEAGUES.slice(0, -1).join(', ')} or ${LEAGUES.at(-1)}`);
  expect(picture).not.toMatch(new RegExp(`/api/(${LEAGUES.join('|')})/`));
});

test('every file the README names in code exists: a bare src/ path in every service or every front end', () => {
  const named = [...README.matchAll(/`([^`\n]+)`/g)].flatMap((match) => pathsNamedIn(match[1]));
  expect(named).toContain('src/app.ts');
  const missing = named.filter((file) => {
    if (!file.startsWith('src/')) return !existsSync(path.join(ROOT, file));
    const inAll = (workspaces: string[]) => workspaces.every((folder) => existsSync(path.join(ROOT, folder, file)));
    return !inAll(SERVICES) && !inAll(FRONT_ENDS);
  });
  expect(missing).toEqual([]);
});
