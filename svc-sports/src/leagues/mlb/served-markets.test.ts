import fs from 'node:fs';
import path from 'node:path';
import { computePredictionRows } from './compute';
import { hideResultsFrom } from '../../model/predictions/recorder';
import { ParkLocator } from './schedule';
import { calibratedLines } from '../../data/backtest/markets';
import type { Game } from '../../data/games';
import { seasonFromCsv, sortGames } from './dataset';
import { dataDir, loadParks, loadTeams, TeamDirectory } from './reference';
import { loadShippedPlayers } from './splits';
import { PlayerProjections } from './projections';
import { mlbScoredLines } from './market-backtest';

const TODAY = '2019-06-01';

/**
 * The shipped 2015–2019 seasons with their run lines and prices (SBR's), every tenth total's prices taken away so
 * a total without prices (ScoresAndOdds' 2022–2023 lines have none) is recorded too.
 */
function gamesWithLines(): Game[] {
  const games = sortGames(
    [2015, 2016, 2017, 2018, 2019].flatMap((y) =>
      seasonFromCsv(fs.readFileSync(path.join(dataDir(), 'games', `${y}.csv`), 'utf8')),
    ),
  );
  return games.map((g, i) => (g.odds && i % 10 === 0 ? { ...g, odds: { ...g.odds, totalPrices: null } } : g));
}

describe('MLB run line and total as recorded', () => {
  it("records each due game's chances as the back-test scores the same game, a total without prices too", () => {
    const games = gamesWithLines();
    const due = games.filter((g) => g.date === TODAY);
    const players = new PlayerProjections(loadShippedPlayers(dataDir()));
    const rows = computePredictionRows({
      games: hideResultsFrom(TODAY, games),
      teams: loadTeams(),
      parks: loadParks(),
      since: '2019-01-01',
      today: TODAY,
      due: due.map((g) => g.id),
      storedPlayers: [],
    }).marketForecasts!;
    expect(rows.length).toBe(due.filter((g) => g.odds).length);
    expect(rows.length).toBeGreaterThan(5);
    // The archive's run line and over/under prices reach the record; the totals without prices are recorded too.
    expect(rows.every((r) => r.spread_home_price !== null && r.spread_away_price !== null)).toBe(true);
    const unpriced = due.filter((g) => g.odds && !g.odds.totalPrices).map((g) => g.id);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.over_price === null).map((r) => r.game_id)).toEqual(unpriced);

    const reference = { teams: new TeamDirectory(loadTeams()), parks: new ParkLocator(loadParks()) };
    const options = { fitFrom: 2016, players };
    const upTo2019 = games.filter((g) => g.season <= 2019);
    for (const market of ['spread', 'total'] as const) {
      const scored = new Map(
        calibratedLines(mlbScoredLines(upTo2019, reference, options, market)).map((s) => [s.id, s]),
      );
      for (const row of rows) {
        const game = due.find((g) => g.id === row.game_id)!;
        const s = scored.get(game.id)!;
        if (market === 'spread') {
          expect(row.spread_line).toBe(game.odds!.runLine!.homeFavouredBy);
          expect(row.spread_home_price).toBe(game.odds!.runLine!.home);
          expect(row.spread_away_price).toBe(game.odds!.runLine!.away);
          expect(row.p_home_cover).toBeCloseTo(s.first, 12);
          expect(row.p_away_cover).toBeCloseTo(s.second, 12);
          expect(row.p_spread_push).toBe(0);
        } else {
          // A total without prices is served too, its prices left empty (the API prices it at an assumed −110).
          expect(row.total_line).toBe(game.odds!.total);
          expect(row.over_price).toBe(game.odds!.totalPrices?.over ?? null);
          expect(row.p_over).toBeCloseTo(s.first, 12);
          expect(row.p_total_push).toBeCloseTo(s.push, 12);
        }
      }
    }
  }, 240_000);
});
