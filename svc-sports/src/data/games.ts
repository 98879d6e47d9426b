import type { BattingLine, GameLogEntry } from '../leagues/mlb/retrosheet';
import type { OddsLine, RunLine } from '../leagues/mlb/odds';
import type { TeamDirectory } from '../leagues/mlb/reference';

export interface GameResult {
  awayScore: number;
  homeScore: number;
  outs: number | null;
  winningPitcher: string | null;
  losingPitcher: string | null;
  /** Date the result became known (later than the game date for suspended games). */
  knownOn: string;
  awayBatting: BattingLine | null;
  homeBatting: BattingLine | null;
}

export interface GameOdds {
  homeMoneyline: number;
  awayMoneyline: number;
  total: number | null;
  source: 'sbr' | 'soo' | 'provider';
  /** The archive's opening moneylines when the line above is its close (derive-data's opening-lines file). */
  opening?: { home: number; away: number } | null;
  /** The run line (runs the home side is favoured by) and its prices, where the archive gives them. */
  runLine?: RunLine | null;
  /** The total's over and under prices, where the archive gives them. */
  totalPrices?: { over: number; under: number } | null;
}

/** A regular-season game as the model, trends and API see it. Team codes are our franchise codes. */
export interface Game {
  id: string;
  season: number;
  date: string;
  gameNumber: number;
  dayNight: 'D' | 'N' | null;
  /** Scheduled first pitch (ISO UTC) when the source knows it; Retrosheet only knows day or night. */
  startTime: string | null;
  away: string;
  home: string;
  park: string;
  awayStarter: string | null;
  homeStarter: string | null;
  result: GameResult | null;
  odds: GameOdds | null;
  /**
   * The starting nine of each side by batting order (Retrosheet ids; null for a player who could not be
   * matched), absent when no lineup is known: the model then predicts without its player features.
   */
  lineups?: { away: (string | null)[]; home: (string | null)[] } | null;
}

/** Stable, URL-safe id; the last six characters ("-NYA-1") name the home team and game number, unique within a day. */
export function gameId(date: string, away: string, home: string, gameNumber: number): string {
  return `${date}-${away}-${home}-${gameNumber}`;
}

export function gameFromLog(entry: GameLogEntry, teams: TeamDirectory): Game {
  const away = teams.resolve(entry.away);
  const home = teams.resolve(entry.home);
  return {
    id: gameId(entry.date, away, home, entry.gameNumber),
    season: Number(entry.date.slice(0, 4)),
    date: entry.date,
    gameNumber: entry.gameNumber,
    dayNight: entry.dayNight,
    startTime: null,
    away,
    home,
    park: entry.park,
    awayStarter: entry.awayStarter?.id ?? null,
    homeStarter: entry.homeStarter?.id ?? null,
    result: {
      awayScore: entry.awayScore,
      homeScore: entry.homeScore,
      outs: entry.outs,
      winningPitcher: entry.winningPitcher,
      losingPitcher: entry.losingPitcher,
      knownOn: entry.completedOn ?? entry.date,
      awayBatting: entry.awayBatting,
      homeBatting: entry.homeBatting,
    },
    odds: null,
    lineups: entry.awayLineup && entry.homeLineup ? { away: entry.awayLineup, home: entry.homeLineup } : null,
  };
}

export interface OddsMatchReport {
  lines: number;
  matched: number;
  swapped: number;
  unmatched: number;
  alreadyPriced: number;
}

/**
 * Attaches moneylines to games by date, home team and order within a doubleheader. A line whose teams are
 * reversed (2020 make-up games listed with the other club as home) is matched with its prices swapped.
 * Earlier lines win: pass the preferred source first.
 */
export function attachOdds(games: Game[], lines: OddsLine[], teams: TeamDirectory): OddsMatchReport {
  const report: OddsMatchReport = { lines: lines.length, matched: 0, swapped: 0, unmatched: 0, alreadyPriced: 0 };
  const byKey = new Map<string, Game[]>();
  for (const game of games) {
    const key = `${game.date}|${game.home}|${game.away}`;
    const list = byKey.get(key) ?? [];
    list.push(game);
    byKey.set(key, list);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.gameNumber - b.gameNumber);
  // A game takes one line per source; doubleheader lines go by score, else in file order.
  const assigned = new Set<string>();
  for (const line of lines) {
    const home = teams.resolve(line.home);
    const away = teams.resolve(line.away);
    let swapped = false;
    let key = `${line.date}|${home}|${away}`;
    let candidates = byKey.get(key);
    if (!candidates) {
      key = `${line.date}|${away}|${home}`;
      candidates = byKey.get(key);
      swapped = true;
    }
    if (!candidates) {
      report.unmatched++;
      continue;
    }
    const open = candidates.filter((g) => !assigned.has(`${line.source}|${g.id}`));
    const game = pickGame(open, line, swapped);
    if (!game) {
      report.unmatched++;
      continue;
    }
    assigned.add(`${line.source}|${game.id}`);
    if (game.odds) {
      report.alreadyPriced++;
      continue;
    }
    game.odds = {
      homeMoneyline: swapped ? line.awayMoneyline : line.homeMoneyline,
      awayMoneyline: swapped ? line.homeMoneyline : line.awayMoneyline,
      total: line.total,
      source: line.source,
      opening: line.opening && {
        home: swapped ? line.opening.away : line.opening.home,
        away: swapped ? line.opening.home : line.opening.away,
      },
      runLine: line.runLine && {
        homeFavouredBy: swapped ? -line.runLine.homeFavouredBy : line.runLine.homeFavouredBy,
        home: swapped ? line.runLine.away : line.runLine.home,
        away: swapped ? line.runLine.home : line.runLine.away,
      },
      totalPrices: line.totalPrices,
    };
    report.matched++;
    if (swapped) report.swapped++;
  }
  return report;
}

function pickGame(candidates: Game[], line: OddsLine, swapped: boolean): Game | undefined {
  if (candidates.length <= 1) return candidates[0];
  // Doubleheader: prefer the game whose score matches the line's, else the line's position.
  if (line.homeScore !== null && line.awayScore !== null) {
    const home = swapped ? line.awayScore : line.homeScore;
    const away = swapped ? line.homeScore : line.awayScore;
    const byScore = candidates.filter((g) => g.result && g.result.homeScore === home && g.result.awayScore === away);
    if (byScore.length === 1) return byScore[0];
  }
  return candidates[0];
}
