import fs from 'node:fs';
import path from 'node:path';
import { LEAGUES } from '@vantage/contracts/sports-rules';

/**
 * A league is a folder (src/leagues/<league>/) that the rest of the service reads only through the League
 * interface, by way of src/leagues/registry.ts. These checks read every import of src/ and fail when shared code
 * or another league reaches into a league's folder, or when shared code branches on a league's name.
 * The team-sport engine (src/leagues/team-sport/) is shared code: every league may import it, it imports no league.
 * Tests and the test harness (src/testing/) may import the league they exercise.
 */
const SRC = path.resolve(__dirname, '..');
const REGISTRY = path.join(SRC, 'leagues', 'registry.ts');

const isTestCode = (file: string) =>
  /\.test\.ts$/.test(file) || path.relative(SRC, file).split(path.sep)[0] === 'testing';

/** The league whose folder holds `file`, if any (team-sport is no league). */
function leagueFolderOf(file: string): string | null {
  const [top, league] = path.relative(SRC, file).split(path.sep);
  return top === 'leagues' && (LEAGUES as readonly string[]).includes(league) ? league : null;
}

/** Every relative module a source text imports, re-exports, requires or mocks. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const m of text.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** "file imports target": each import that crosses into a league folder it may not read. */
export function boundaryViolations(files: { file: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { file, text } of files) {
    if (file === REGISTRY || isTestCode(file)) continue;
    const own = leagueFolderOf(file);
    for (const spec of importsOf(text)) {
      const target = leagueFolderOf(path.resolve(path.dirname(file), spec));
      if (target && target !== own) out.push(`${path.relative(SRC, file)} imports ${spec}`);
    }
  }
  return out;
}

/** Comparisons of a league's name (`=== 'mlb'`, `case 'nfl':`) in shared code: a branch the League interface should own. */
export function nameBranches(files: { file: string; text: string }[]): string[] {
  const names = LEAGUES.join('|');
  const pattern = new RegExp(
    `([!=]==?\\s*['"](${names})['"]|['"](${names})['"]\\s*[!=]==?|\\bcase\\s+['"](${names})['"])`,
  );
  const out: string[] = [];
  for (const { file, text } of files) {
    if (leagueFolderOf(file) || isTestCode(file)) continue;
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) out.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [{ file, text: fs.readFileSync(file, 'utf8') }] : [];
  });
}

describe('league boundaries', () => {
  const all = sources(SRC);

  it('reads every source file of the service', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((f) => f.file === REGISTRY)).toBe(true);
  });

  it('keeps each league folder to itself: only the registry and the league itself import it', () => {
    expect(boundaryViolations(all)).toEqual([]);
  });

  it('leaves no branch on a league name in shared code', () => {
    expect(nameBranches(all)).toEqual([]);
  });

  it('catches shared code, the team-sport engine or another league importing a league folder', () => {
    const at = (relative: string, text: string) => ({ file: path.join(SRC, relative), text });
    expect(
      boundaryViolations([
        at('model/predictions/recorder.ts', "import type { PlayerSeason } from '../../leagues/mlb/splits';"),
        at('leagues/team-sport/seed.ts', "import { upsertTeams } from '../mlb/seed';"),
        at('leagues/nba/feed.ts', "export { NHL_TEAMS } from '../nhl/profile';"),
        at('leagues/nba/feed.ts', "import { TeamIndex } from '../team-sport/teams';"),
        at('leagues/nhl/feed.ts', "import { NHL_TEAMS } from './profile';"),
        at('leagues/registry.ts', "import { mlb } from './mlb/league';"),
        at('api/games/games.test.ts', "import { loadTeams } from '../../leagues/mlb/reference';"),
      ]),
    ).toEqual([
      'model/predictions/recorder.ts imports ../../leagues/mlb/splits',
      'leagues/team-sport/seed.ts imports ../mlb/seed',
      'leagues/nba/feed.ts imports ../nhl/profile',
    ]);
    expect(
      nameBranches([
        at('api/games/service.ts', "if (league === 'mlb') return null;"),
        at('api/games/other.ts', "const ids = ['mlb', 'nba'];"),
        at('leagues/nfl/league.ts', "if (id !== 'nfl') throw new Error();"),
      ]),
    ).toEqual(["api/games/service.ts:1: if (league === 'mlb') return null;"]);
  });
});
