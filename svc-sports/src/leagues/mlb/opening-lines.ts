import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords, toCsv } from '../../data/csv';
import type { Game } from '../../data/games';

/**
 * The SBR archive's opening moneylines of the games whose listed line (data/games) is that archive's close:
 * data/games/opening-lines.csv, written by derive-data beside the seasons. Games priced by ScoresAndOdds have none.
 */
export const OPENING_LINES_FILE = 'opening-lines.csv';

export interface OpeningLine {
  gameId: string;
  home: number;
  away: number;
}

export function openingLinesToCsv(games: Game[]): string {
  const rows = games.flatMap((g) =>
    g.odds?.source === 'sbr' && g.odds.opening ? [[g.id, g.odds.opening.home, g.odds.opening.away]] : [],
  );
  return toCsv(['game_id', 'home_ml_open', 'away_ml_open'], rows);
}

export function parseOpeningLines(text: string): OpeningLine[] {
  return parseCsvRecords(text).map((r) => ({
    gameId: r.game_id,
    home: Number(r.home_ml_open),
    away: Number(r.away_ml_open),
  }));
}

/** The shipped opening lines; none when the file is absent (a dataset derived before it existed). */
export function loadOpeningLines(dataDir: string): OpeningLine[] {
  const file = path.join(dataDir, 'games', OPENING_LINES_FILE);
  return fs.existsSync(file) ? parseOpeningLines(fs.readFileSync(file, 'utf8')) : [];
}
