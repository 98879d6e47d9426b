import { parseCsvLine, splitLines } from '../../data/csv';
import type { BattingLine } from '../../data/games';

/** One regular-season game as Retrosheet's game log (GLyyyy.TXT) records it. Field numbers follow glfields.txt. */
export interface GameLogEntry {
  date: string; // YYYY-MM-DD
  gameNumber: number; // 0 single game, 1/2/3 games of a double/triple header
  dayNight: 'D' | 'N' | null;
  away: string; // Retrosheet team code as written in the file
  home: string;
  awayScore: number;
  homeScore: number;
  outs: number | null;
  /** Date the game was finished when it was suspended and completed later (its result is unknown before). */
  completedOn: string | null;
  park: string;
  awayStarter: { id: string; name: string } | null;
  homeStarter: { id: string; name: string } | null;
  winningPitcher: string | null;
  losingPitcher: string | null;
  awayBatting: BattingLine | null;
  homeBatting: BattingLine | null;
  /** The starting nine by batting order (Retrosheet ids), when the log lists them. */
  awayLineup: string[] | null;
  homeLineup: string[] | null;
}

const GAME_NUMBERS: Record<string, number> = { '0': 0, '1': 1, '2': 2, '3': 3, A: 1, B: 2 };

function isoDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

function person(id: string | undefined, name: string | undefined): { id: string; name: string } | null {
  return id ? { id, name: name ?? id } : null;
}

/** Offensive statistics start at field 22 (visitors) and 50 (home): AB H 2B 3B HR RBI SH SF HBP BB IBB SO… */
function batting(f: string[], start: number): BattingLine | null {
  const n = (offset: number) => Number.parseInt(f[start + offset], 10);
  const line = { ab: n(0), h: n(1), doubles: n(2), triples: n(3), hr: n(4), sf: n(7), hbp: n(8), bb: n(9), so: n(11) };
  return Object.values(line).every(Number.isFinite) ? line : null;
}

/** Starting players: nine triples (id, name, position) from field 106 (visitors) and 133 (home). */
function lineup(f: string[], start: number): string[] | null {
  const ids = Array.from({ length: 9 }, (_, i) => f[start + 3 * i] ?? '');
  return ids.every((id) => id) ? ids : null;
}

export function parseGameLogLine(line: string): GameLogEntry {
  const f = parseCsvLine(line);
  if (f.length < 105 || !/^\d{8}$/.test(f[0])) throw new Error(`not a Retrosheet game log line: ${line.slice(0, 60)}`);
  const completion = f[13];
  const outs = Number.parseInt(f[11], 10);
  return {
    date: isoDate(f[0]),
    gameNumber: GAME_NUMBERS[f[1]] ?? 0,
    dayNight: f[12] === 'D' || f[12] === 'N' ? f[12] : null,
    away: f[3],
    home: f[6],
    awayScore: Number.parseInt(f[9], 10),
    homeScore: Number.parseInt(f[10], 10),
    outs: Number.isFinite(outs) ? outs : null,
    completedOn: completion && /^\d{8}/.test(completion) ? isoDate(completion.slice(0, 8)) : null,
    park: f[16],
    winningPitcher: f[93] || null,
    losingPitcher: f[95] || null,
    awayStarter: person(f[101], f[102]),
    homeStarter: person(f[103], f[104]),
    awayBatting: batting(f, 21),
    homeBatting: batting(f, 49),
    awayLineup: lineup(f, 105),
    homeLineup: lineup(f, 132),
  };
}

export function parseGameLog(text: string): GameLogEntry[] {
  // A byte-order mark (some editors add one) is not part of the first field.
  return splitLines(text.replace(/^\uFEFF/, '')).map(parseGameLogLine);
}
