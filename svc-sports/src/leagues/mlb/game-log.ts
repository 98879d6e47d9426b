import { gameId, type Game } from '../../data/games';
import type { OddsLine } from './odds';
import type { TeamDirectory } from './reference';
import type { GameLogEntry } from './retrosheet';

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
