import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords, toCsv } from '../../data/csv';
import { battingToText, battingFromText, lineupToText, gameId, type Game } from '../../data/games';
import { dataDir } from './reference';

/** Column layout of data/games/YYYY.csv, the compact form of Retrosheet logs joined with moneylines. */
const GAME_COLUMNS = [
  'date',
  'game_number',
  'day_night',
  'away',
  'home',
  'away_score',
  'home_score',
  'outs',
  'park',
  'away_sp',
  'home_sp',
  'win_p',
  'lose_p',
  'known_on',
  'home_ml',
  'away_ml',
  'total',
  'odds_source',
  // SBR's run line (runs the home side is favoured by: home -1.5 is 1.5) and both sides' prices, then the total's
  // over and under prices; empty where the archive has none (ScoresAndOdds' lines, SBR before 2014).
  'run_line',
  'home_rl_price',
  'away_rl_price',
  'over_price',
  'under_price',
  // Batting lines (AB H 2B 3B HR BB HBP SO SF), space separated, away then home.
  'away_bat',
  'home_bat',
  // Starting nine by batting order (Retrosheet ids), space separated, away then home.
  'away_lineup',
  'home_lineup',
];

export function seasonToCsv(games: Game[]): string {
  return toCsv(
    GAME_COLUMNS,
    games.map((g) => [
      g.date,
      g.gameNumber,
      g.dayNight ?? '',
      g.away,
      g.home,
      g.result?.awayScore,
      g.result?.homeScore,
      g.result?.outs,
      g.park,
      g.awayStarter,
      g.homeStarter,
      g.result?.winningPitcher,
      g.result?.losingPitcher,
      g.result && g.result.knownOn !== g.date ? g.result.knownOn : '',
      g.odds?.homeMoneyline,
      g.odds?.awayMoneyline,
      g.odds?.total,
      g.odds?.source,
      g.odds?.runLine?.homeFavouredBy,
      g.odds?.runLine?.home,
      g.odds?.runLine?.away,
      g.odds?.totalPrices?.over,
      g.odds?.totalPrices?.under,
      battingToText(g.result?.awayBatting),
      battingToText(g.result?.homeBatting),
      g.lineups ? lineupToText(g.lineups.away) : '',
      g.lineups ? lineupToText(g.lineups.home) : '',
    ]),
  );
}

/** A number column; empty (or absent, in a file written before the column was) is null. */
function int(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value);
}

export function seasonFromCsv(text: string): Game[] {
  return parseCsvRecords(text).map((r) => {
    const gameNumber = Number(r.game_number);
    const awayScore = int(r.away_score);
    const homeScore = int(r.home_score);
    const homeMl = int(r.home_ml);
    const awayMl = int(r.away_ml);
    const [runLine, homeRl, awayRl] = [int(r.run_line), int(r.home_rl_price), int(r.away_rl_price)];
    const [over, under] = [int(r.over_price), int(r.under_price)];
    return {
      id: gameId(r.date, r.away, r.home, gameNumber),
      season: Number(r.date.slice(0, 4)),
      date: r.date,
      gameNumber,
      dayNight: r.day_night === 'D' || r.day_night === 'N' ? r.day_night : null,
      startTime: null,
      away: r.away,
      home: r.home,
      park: r.park,
      awayStarter: r.away_sp || null,
      homeStarter: r.home_sp || null,
      result:
        awayScore === null || homeScore === null
          ? null
          : {
              awayScore,
              homeScore,
              outs: int(r.outs),
              winningPitcher: r.win_p || null,
              losingPitcher: r.lose_p || null,
              knownOn: r.known_on || r.date,
              awayBatting: battingFromText(r.away_bat),
              homeBatting: battingFromText(r.home_bat),
            },
      odds:
        homeMl === null || awayMl === null
          ? null
          : {
              homeMoneyline: homeMl,
              awayMoneyline: awayMl,
              total: int(r.total),
              source: r.odds_source as 'sbr' | 'soo',
              runLine:
                runLine === null || homeRl === null || awayRl === null
                  ? null
                  : { homeFavouredBy: runLine, home: homeRl, away: awayRl },
              totalPrices: over === null || under === null ? null : { over, under },
            },
      lineups:
        r.away_lineup && r.home_lineup ? { away: r.away_lineup.split(' '), home: r.home_lineup.split(' ') } : null,
    };
  });
}

export interface Dataset {
  games: Game[];
  pitcherNames: Map<string, string>;
}

/** Every shipped season, in date order. */
export function loadDataset(dir = dataDir()): Dataset {
  const gamesDir = path.join(dir, 'games');
  const files = fs
    .readdirSync(gamesDir)
    .filter((f) => /^\d{4}\.csv$/.test(f))
    .sort();
  const games = files.flatMap((f) => seasonFromCsv(fs.readFileSync(path.join(gamesDir, f), 'utf8')));
  const pitcherNames = new Map(
    parseCsvRecords(fs.readFileSync(path.join(dir, 'pitchers.csv'), 'utf8')).map((r) => [r.id, r.name] as const),
  );
  return { games: sortGames(games), pitcherNames };
}

/** Retrosheet pitcher ids by name, for names that belong to one pitcher only. */
export function pitcherIdsByName(dir: string, key: (name: string) => string): Map<string, string> {
  const ids = new Map<string, string | null>();
  for (const r of parseCsvRecords(fs.readFileSync(path.join(dir, 'pitchers.csv'), 'utf8'))) {
    const k = key(r.name);
    ids.set(k, ids.has(k) ? null : r.id);
  }
  return new Map([...ids].filter((e): e is [string, string] => e[1] !== null));
}

export function sortGames(games: Game[]): Game[] {
  return games.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.gameNumber - b.gameNumber || (a.home < b.home ? -1 : 1),
  );
}
