import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords, toCsv } from '../../data/csv';
import type { SportsDb } from '../../db/database';
import { playerSeasons, type EventLine } from '../../db/schema';

/** One player's regular season from the Chadwick Bureau retrosplits, by the other side's hand. */
export interface PlayerSeason {
  season: number;
  id: string;
  role: 'bat' | 'pitch';
  /** A batter's side ('B' when he batted from both sides), a pitcher's throwing hand. */
  hand: 'L' | 'R' | 'B';
  vsL: EventLine;
  vsR: EventLine;
}

const LINE_KEYS = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'hbp', 'so', 'sf'] as const;
const SPLIT_COLUMNS: Record<(typeof LINE_KEYS)[number], string> = {
  pa: 'B_PA',
  ab: 'B_AB',
  h: 'B_H',
  doubles: 'B_2B',
  triples: 'B_3B',
  hr: 'B_HR',
  bb: 'B_BB',
  hbp: 'B_HP',
  so: 'B_SO',
  sf: 'B_SF',
};

export const emptyLine = (): EventLine => ({
  pa: 0,
  ab: 0,
  h: 0,
  doubles: 0,
  triples: 0,
  hr: 0,
  bb: 0,
  hbp: 0,
  so: 0,
  sf: 0,
});

export function addLines(a: EventLine, b: EventLine): EventLine {
  const out = emptyLine();
  for (const k of LINE_KEYS) out[k] = a[k] + b[k];
  return out;
}

/**
 * Regular-season totals per player from a retrosplits `batting-platoon-YYYY.csv` or `pitching-platoon-YYYY.csv`
 * (rows per player × own hand × the other side's hand, postseason rounds skipped).
 */
export function parseRetrosplits(text: string, role: 'bat' | 'pitch'): PlayerSeason[] {
  const idColumn = role === 'bat' ? 'RESP_BAT_ID' : 'RESP_PIT_ID';
  const ownHand = role === 'bat' ? 'RESP_BAT_HAND_CD' : 'RESP_PIT_HAND_CD';
  const otherHand = role === 'bat' ? 'RESP_PIT_HAND_CD' : 'RESP_BAT_HAND_CD';
  const players = new Map<string, PlayerSeason & { hands: Map<string, number> }>();
  for (const r of parseCsvRecords(text)) {
    if (r.PHASE !== 'R') continue;
    let p = players.get(r[idColumn]);
    if (!p) {
      p = {
        season: Number(r.YEAR),
        id: r[idColumn],
        role,
        hand: 'R',
        vsL: emptyLine(),
        vsR: emptyLine(),
        hands: new Map(),
      };
      players.set(p.id, p);
    }
    const line = emptyLine();
    for (const k of LINE_KEYS) line[k] = Number(r[SPLIT_COLUMNS[k]]) || 0;
    if (r[otherHand] === 'L') p.vsL = addLines(p.vsL, line);
    else p.vsR = addLines(p.vsR, line);
    p.hands.set(r[ownHand], (p.hands.get(r[ownHand]) ?? 0) + line.pa);
  }
  return [...players.values()].map(({ hands, ...p }) => {
    const left = hands.get('L') ?? 0;
    const right = hands.get('R') ?? 0;
    // A switch-hitter shows both sides in earnest; a rare opposite-side plate appearance does not make one.
    const hand = left > 0.1 * (left + right) && right > 0.1 * (left + right) ? 'B' : left > right ? 'L' : 'R';
    return { ...p, hand: role === 'pitch' && hand === 'B' ? 'R' : hand };
  });
}

const lineText = (l: EventLine) => LINE_KEYS.map((k) => l[k]).join(' ');
function lineFromText(text: string): EventLine {
  const values = text.split(' ').map(Number);
  return Object.fromEntries(LINE_KEYS.map((k, i) => [k, values[i] ?? 0])) as unknown as EventLine;
}

/** The compact shipped form (data/players/YYYY.csv): one row per player and role, both hands' lines. */
export function playersToCsv(players: PlayerSeason[]): string {
  return toCsv(
    ['id', 'role', 'hand', 'vs_left', 'vs_right'],
    players
      .sort((a, b) => (a.role === b.role ? (a.id < b.id ? -1 : 1) : a.role < b.role ? -1 : 1))
      .map((p) => [p.id, p.role, p.hand, lineText(p.vsL), lineText(p.vsR)]),
  );
}

export function playersFromCsv(text: string, season: number): PlayerSeason[] {
  return parseCsvRecords(text).map((r) => ({
    season,
    id: r.id,
    role: r.role === 'pitch' ? 'pitch' : 'bat',
    hand: r.hand === 'L' || r.hand === 'B' ? r.hand : 'R',
    vsL: lineFromText(r.vs_left),
    vsR: lineFromText(r.vs_right),
  }));
}

/** Every season of the shipped table (data/players/YYYY.csv). */
export function loadShippedPlayers(dataFolder: string): PlayerSeason[] {
  const dir = path.join(dataFolder, 'players');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}\.csv$/.test(f))
    .flatMap((f) => playersFromCsv(fs.readFileSync(path.join(dir, f), 'utf8'), Number(f.slice(0, 4))));
}

/** Every season of a retrosplits folder (batting-platoon-YYYY.csv and pitching-platoon-YYYY.csv). */
export function loadRetrosplits(dir: string): PlayerSeason[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^(batting|pitching)-platoon-\d{4}\.csv$/.test(f))
    .sort()
    .flatMap((f) =>
      parseRetrosplits(fs.readFileSync(path.join(dir, f), 'utf8'), f.startsWith('batting') ? 'bat' : 'pitch'),
    );
}

/** Players' seasons stored from the Stats API (seasons after the shipped splits). */
export async function storedPlayerSeasons(db: SportsDb): Promise<PlayerSeason[]> {
  return (await db.select().from(playerSeasons)).map((r) => ({
    season: r.season,
    id: r.playerId,
    role: r.role === 'pitch' ? 'pitch' : 'bat',
    hand: r.hand === 'L' || r.hand === 'B' ? r.hand : 'R',
    vsL: r.vsLeft,
    vsR: r.vsRight,
  }));
}
