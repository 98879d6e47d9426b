import { expectedValuePercent, predictionOutputs } from '../../model/outputs';
import { eloPredictor } from './elo';
import { leaguePredictor } from './model';
import { loadShippedLeague } from './shipped';
import type { League, LeagueGame, LeaguePrediction } from './types';
import { teamSportModel } from '../registry';

// Per league: the seasons loaded (a few, to keep the test fast) and a date in the last one.
const NBA: { league: League; from: number; cutoff: string } = { league: 'nba', from: 2021, cutoff: '2024-01-15' };
const CASES: { league: League; from: number; cutoff: string }[] = [
  { league: 'nfl', from: 2019, cutoff: '2023-11-19' },
  NBA,
  { league: 'nhl', from: 2021, cutoff: '2022-12-15' },
];

const data = new Map(CASES.map((c) => [c.league, loadShippedLeague(c.league).filter((g) => g.season >= c.from)]));
const byId = (list: LeaguePrediction[]) => new Map(list.map((p) => [p.gameId, p]));

describe.each(CASES)('$league walk-forward', ({ league, cutoff }) => {
  const games = data.get(league)!;
  const full = byId(leaguePredictor(teamSportModel(league)).predict(games));

  it("predicts a date identically with or without any later game and with that date's results hidden", () => {
    const truncated = games
      .filter((g) => g.date <= cutoff)
      .map((g) => (g.date === cutoff ? { ...g, homeScore: null, awayScore: null, extra: null } : g));
    for (const predictor of [leaguePredictor(teamSportModel(league)), eloPredictor(teamSportModel(league))]) {
      const reference = byId(predictor.predict(games));
      const partial = predictor.predict(truncated);
      expect(partial.filter((p) => p.gameId.startsWith(cutoff)).length).toBeGreaterThan(0);
      for (const p of partial) expect(reference.get(p.gameId)).toEqual(p);
    }
  });

  it("gives MLB's outputs: EV from the moneyline, the pick and confidence from the probability", () => {
    const game = games.find((g) => g.date === cutoff && g.odds)!;
    const p = full.get(game.id)!;
    const out = predictionOutputs(p.pHome, p.factors, { home: 50, away: 50 }, game.odds);
    expect(out.home_ev).toBe(expectedValuePercent(p.pHome, game.odds!.homeMoneyline));
    expect(out.away_ev).toBe(expectedValuePercent(1 - p.pHome, game.odds!.awayMoneyline));
    expect(out.vantage_winner).toBe(p.pHome >= 0.5 ? 'home' : 'away');
    expect(out.home_win_probability).toBeCloseTo(100 * p.pHome, 1);
  });

  it('explains the pick by the factors and gives the margin its sign', () => {
    const total = (f: Record<string, number>) => Object.values(f).reduce((s, v) => s + v, 0);
    for (const p of full.values()) {
      expect(p.pHome).toBeGreaterThan(0);
      expect(p.pHome).toBeLessThan(1);
      if (Math.abs(p.pHome - 0.5) > 0.01) {
        expect(total(p.factors.home) > total(p.factors.away)).toBe(p.pHome > 0.5);
        expect(p.margin > 0).toBe(p.pHome > 0.5);
      }
    }
  });
});

/** The games of `date` with who plays hidden, as live before lineups and goaltenders are confirmed. */
const hide = (games: LeagueGame[], date: string) =>
  games.filter((g) => g.date <= date).map((g) => (g.date === date ? { ...g, starters: null, players: null } : g));

describe('who plays: fallbacks', () => {
  it.each(['nfl', 'nhl'] as const)(
    '%s: an unknown starter is predicted as the team’s last starter, and says so',
    (league) => {
      const { cutoff } = CASES.find((c) => c.league === league)!;
      const games = data.get(league)!.filter((g) => g.date <= cutoff);
      const last = (team: string) =>
        [...games].reverse().find((g) => g.date < cutoff && (g.home === team || g.away === team) && g.starters)!;
      const starterOf = (team: string) => {
        const g = last(team);
        return g.starters![g.home === team ? 'home' : 'away'];
      };
      const withLast = games.map((g) =>
        g.date === cutoff ? { ...g, starters: { home: starterOf(g.home), away: starterOf(g.away) } } : g,
      );
      const hidden = byId(leaguePredictor(teamSportModel(league)).predict(hide(games, cutoff)));
      const explicit = byId(leaguePredictor(teamSportModel(league)).predict(withLast));
      const day = games.filter((g) => g.date === cutoff);
      expect(day.length).toBeGreaterThan(0);
      for (const g of day) {
        expect(hidden.get(g.id)!.playersKnown).toBe(false);
        expect(hidden.get(g.id)!.pHome).toBe(explicit.get(g.id)!.pHome);
      }
    },
  );

  it('nba: without the box score a game is predicted from the usual rotation; a missing star lowers the chances', () => {
    const { cutoff } = NBA;
    const games = data.get('nba')!.filter((g) => g.date <= cutoff);
    const known = byId(leaguePredictor(teamSportModel('nba')).predict(games));
    const hidden = byId(leaguePredictor(teamSportModel('nba')).predict(hide(games, cutoff)));
    const day = games.filter((g) => g.date === cutoff);
    for (const g of day) {
      expect(known.get(g.id)!.playersKnown).toBe(true);
      expect(hidden.get(g.id)!.playersKnown).toBe(false);
      expect(hidden.get(g.id)!.pHome).toBeGreaterThan(0.02);
    }
    // Take the home side's busiest player of its earlier games out of the lineup.
    const g = day[0];
    const minutes = new Map<string, number>();
    for (const e of games.filter((x) => x.date < cutoff && x.players && (x.home === g.home || x.away === g.home)))
      for (const p of e.players![e.home === g.home ? 'home' : 'away'])
        minutes.set(p.id, (minutes.get(p.id) ?? 0) + p.minutes);
    const star = [...minutes].sort((a, b) => b[1] - a[1])[0][0];
    const without = games.map((x) =>
      x.id === g.id ? { ...x, players: { ...x.players!, home: x.players!.home.filter((p) => p.id !== star) } } : x,
    );
    expect(g.players!.home.some((p) => p.id === star)).toBe(true);
    expect(byId(leaguePredictor(teamSportModel('nba')).predict(without)).get(g.id)!.pHome).toBeLessThan(
      known.get(g.id)!.pHome,
    );
  });
});

describe('nfl: the home field drifting (homeDrift)', () => {
  const model = teamSportModel('nfl');
  // 2020, played without crowds: home sides won about half their games, below what the earlier seasons taught.
  const games = loadShippedLeague('nfl').filter((g) => g.season >= 2017 && g.date <= '2020-12-27');
  const logit = (p: number) => Math.log(p / (1 - p));
  const off = byId(leaguePredictor(model, { ...model.constants, homeEdge: false }).predict(games));
  const on = byId(
    leaguePredictor(model, { ...model.constants, homeEdge: false, homeDrift: 200, homeDriftDecay: 0.995 }).predict(
      games,
    ),
  );

  it('lowers every home side’s chances late in 2020 by one shift of the log-odds, and leaves a neutral site alone', () => {
    const day = games.filter((g) => g.date === '2020-12-27' && !g.neutral);
    expect(day.length).toBeGreaterThan(10);
    const shifts = day.map((g) => logit(on.get(g.id)!.pHome) - logit(off.get(g.id)!.pHome));
    for (const s of shifts) {
      expect(s).toBeLessThan(-0.05);
      expect(s).toBeCloseTo(shifts[0], 9);
    }
    for (const g of games.filter((x) => x.neutral)) expect(on.get(g.id)!.pHome).toBe(off.get(g.id)!.pHome);
  });

  it('moves nothing before a game has been decided', () => {
    const first = games[0].date;
    for (const g of games.filter((x) => x.date === first)) expect(on.get(g.id)!.pHome).toBe(off.get(g.id)!.pHome);
  });
});
