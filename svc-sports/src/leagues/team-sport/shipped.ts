/**
 * The compact per-league data shipped in data/<league>/ (written by scripts/derive-leagues.ts from
 * ../shared/data, read here at seed time, by the demo replay, the trends and the back-tests):
 *   games.csv             one row per game (LeagueGame flattened)
 *   players-YYYY.csv      NBA only: each game's active list and the minutes each played, by season
 *   player-names.csv      NBA only: basketball-reference id to name
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords, toCsv } from '../../data/csv';
import { DATA_FOLDER } from '../../paths';
import { marketColumns, namedStarters, sortGames } from './sources';
import type { Extra, LeagueGame, League, PlayerMinutes } from './types';

const GAME_COLUMNS = [
  'id',
  'season',
  'date',
  'start',
  'away',
  'home',
  'neutral',
  'playoff',
  'away_score',
  'home_score',
  'extra',
  'away_moneyline',
  'home_moneyline',
  'spread',
  'total',
  'away_starter_id',
  'away_starter',
  'home_starter_id',
  'home_starter',
  'home_spread_odds',
  'away_spread_odds',
  'over_odds',
  'under_odds',
  'roof',
  'temp',
  'wind',
];

export function leagueDataDir(league: League, root = DATA_FOLDER): string {
  return path.join(root, league);
}

const encodePlayers = (list: PlayerMinutes[]) => list.map((p) => `${p.id}:${p.minutes.toFixed(1)}`).join(';');
const decodePlayers = (text: string): PlayerMinutes[] =>
  text
    ? text.split(';').map((item) => {
        const [id, minutes] = item.split(':');
        return { id, minutes: Number(minutes) };
      })
    : [];

/** Writes a league's games (and NBA minutes) into `dir`, replacing what was there. */
export function writeLeagueData(games: LeagueGame[], dir: string, playerNames?: Map<string, string>): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) if (/^players-\d{4}\.csv$/.test(f)) fs.rmSync(path.join(dir, f));
  const rows = games.map((g) => [
    g.id,
    g.season,
    g.date,
    g.start,
    g.away,
    g.home,
    g.neutral ? 1 : 0,
    g.playoff ? 1 : 0,
    g.awayScore,
    g.homeScore,
    g.extraKnown ? (g.extra ?? 'REG') : '',
    g.odds?.awayMoneyline,
    g.odds?.homeMoneyline,
    g.spread,
    g.total,
    g.starters?.away?.id,
    g.starters?.away?.name,
    g.starters?.home?.id,
    g.starters?.home?.name,
    g.spreadPrices?.home,
    g.spreadPrices?.away,
    g.totalPrices?.over,
    g.totalPrices?.under,
    g.weather ? (g.weather.indoor ? 'closed' : 'outdoors') : '',
    g.weather?.temp,
    g.weather?.wind,
  ]);
  fs.writeFileSync(path.join(dir, 'games.csv'), toCsv(GAME_COLUMNS, rows));
  // Active lists with minutes (the NBA's): one file per season that has them.
  const seasons = [...new Set(games.filter((g) => g.players).map((g) => g.season))];
  for (const season of seasons)
    fs.writeFileSync(
      path.join(dir, `players-${season}.csv`),
      toCsv(
        ['id', 'away', 'home'],
        games
          .filter((g) => g.season === season && g.players)
          .map((g) => [g.id, encodePlayers(g.players!.away), encodePlayers(g.players!.home)]),
      ),
    );
  if (playerNames)
    fs.writeFileSync(
      path.join(dir, 'player-names.csv'),
      toCsv(
        ['id', 'name'],
        [...playerNames].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([id, name]) => [id, name]),
      ),
    );
}

const orNull = (text: string) => (text === '' ? null : Number(text));

/** A league's shipped games (default data/<league>/), oldest first. */
export function loadShippedLeague(league: League, dir = leagueDataDir(league)): LeagueGame[] {
  const minutes = new Map<string, { away: PlayerMinutes[]; home: PlayerMinutes[] }>();
  for (const f of fs.readdirSync(dir).filter((f) => /^players-\d{4}\.csv$/.test(f)))
    for (const r of parseCsvRecords(fs.readFileSync(path.join(dir, f), 'utf8')))
      minutes.set(r.id, { away: decodePlayers(r.away), home: decodePlayers(r.home) });
  const games = parseCsvRecords(fs.readFileSync(path.join(dir, 'games.csv'), 'utf8')).map((r): LeagueGame => ({
    league,
    id: r.id,
    season: Number(r.season),
    date: r.date,
    start: r.start || null,
    away: r.away,
    home: r.home,
    neutral: r.neutral === '1',
    playoff: r.playoff === '1',
    awayScore: orNull(r.away_score),
    homeScore: orNull(r.home_score),
    extra: r.extra === 'OT' || r.extra === 'SO' ? (r.extra as Extra) : null,
    extraKnown: r.extra !== '',
    odds:
      r.home_moneyline && r.away_moneyline
        ? { homeMoneyline: Number(r.home_moneyline), awayMoneyline: Number(r.away_moneyline) }
        : null,
    spread: orNull(r.spread),
    total: orNull(r.total),
    starters: namedStarters(r.away_starter_id, r.away_starter, r.home_starter_id, r.home_starter),
    players: minutes.get(r.id) ?? null,
    // Files derived before these columns existed have none: the game then has no prices nor weather.
    ...marketColumns(r),
  }));
  return sortGames(games);
}

/** NBA players' names by basketball-reference id (empty for the other leagues). */
export function loadPlayerNames(league: League, dir = leagueDataDir(league)): Map<string, string> {
  const file = path.join(dir, 'player-names.csv');
  if (!fs.existsSync(file)) return new Map();
  return new Map(parseCsvRecords(fs.readFileSync(file, 'utf8')).map((r) => [r.id, r.name]));
}
