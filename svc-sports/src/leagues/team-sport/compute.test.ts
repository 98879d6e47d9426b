import { loadShippedLeague } from './shipped';
import type { LeagueGame } from './types';
import { trendTeams } from './teams';
import { DATA_FOLDER } from '../../paths';
import { teamSportLeagues } from '../registry';
import { asKnownOn, storageId } from './compute';
import path from 'node:path';
import { addDays } from '../../clock/clock';
import { leaguePredictor } from './model';
import { marketForecasts } from '../../model/markets/league-markets';
import { calibratedLines, scoredLines } from '../../data/backtest/markets';
import { calibrationFor } from '../../model/markets/served';

/**
 * The no-look-ahead proof of what is recorded for the NBA, NFL and NHL: the rows of a date's games (probability,
 * margin, factors, trends, starters' records) are the same whether the data holds every later game with its
 * result or ends that day, with the day's own results hidden either way.
 */
describe.each(teamSportLeagues().map((l) => [l.id, l] as const))(
  '%s predictions recorded for a date',
  (league, spec) => {
    const day = spec.profile.defaultReplayDate;
    const all = loadShippedLeague(league, path.join(DATA_FOLDER, league)).filter((g) => g.season >= 2021);
    const teams = [...trendTeams(spec.engine.model.teams)];
    const rowsOf = (games: LeagueGame[]) => {
      const due = games.filter((g) => g.date === day).map((g) => storageId(league, g.id));
      return spec.computeRows({ games: games.map((g) => asKnownOn(day, g)), teams, due });
    };

    it('are identical with or without every later game and its result', () => {
      const withLater = rowsOf(all);
      const upToDay = rowsOf(all.filter((g) => g.date <= day));
      expect(withLater.predictions.length).toBeGreaterThan(8);
      expect(withLater.predictions).toEqual(upToDay.predictions);
      expect(withLater.teamTrends).toEqual(upToDay.teamTrends);
      expect(withLater.marketForecasts).toEqual(upToDay.marketForecasts);
    });

    it('record the spread and total forecast the back-test scores for the same games', () => {
      const rows = rowsOf(all).marketForecasts ?? [];
      expect(rows.length).toBe(all.filter((g) => g.date === day).length);
      const margins = new Map(
        leaguePredictor(spec.engine.model)
          .predict(all)
          .map((p) => [p.gameId, p.margin]),
      );
      const forecasts = marketForecasts(spec.engine.model, spec.engine.markets, all, margins);
      for (const market of ['spread', 'total'] as const) {
        const scored = new Map(
          calibratedLines(
            scoredLines(market, all, forecasts),
            calibrationFor(market, spec.engine.markets.calibrationWindow),
          ).map((s) => [storageId(league, s.id), s]),
        );
        const first = market === 'spread' ? 'p_home_cover' : 'p_over';
        const withLine = rows.filter((r) => r[`${market}_line`] !== null);
        // The NHL's data has no lines; the NBA's and the NFL's have them on (nearly) every game.
        if (league === 'nhl') expect(withLine).toEqual([]);
        else expect(withLine.length).toBeGreaterThan(rows.length / 2);
        for (const r of withLine) {
          const s = scored.get(r.game_id as string)!;
          expect(r[`${market}_line`]).toBe(s.line);
          expect(r[first]).toBeCloseTo(s.first, 10);
          expect(r[first]).not.toBeCloseTo(0.5, 10);
        }
      }
    });

    it('read no result of their own date and every result before it (the proof can fail)', () => {
      const due = all.filter((g) => g.date === day).map((g) => storageId(league, g.id));
      const leaked = spec.computeRows({
        games: all.map((g) => (g.date === day ? g : asKnownOn(day, g))),
        teams,
        due,
      });
      const honest = rowsOf(all);
      expect(leaked.predictions.length).toBe(honest.predictions.length);
      // The day's own results, visible or not, change nothing; hiding the week before it does.
      expect(leaked.predictions).toEqual(honest.predictions);
      const blind = spec.computeRows({
        games: all.map((g) => asKnownOn(addDays(day, -7), g)),
        teams,
        due,
      });
      expect(blind.predictions).not.toEqual(honest.predictions);
    });
  },
);
