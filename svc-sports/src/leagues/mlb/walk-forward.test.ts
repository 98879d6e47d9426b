import { loadDataset } from './dataset';
import { dataDir, loadParks, loadTeams, TeamDirectory } from './reference';
import { loadShippedPlayers } from './splits';
import { FACTOR_KEYS, POINTS_PER_LOGIT, vantageTotal } from '../../model/factors';
import { sideContributions } from './factors';
import { EARLY_SEASON_GAMES, FEATURE_NAMES, PLAYER_FEATURE_NAMES } from './features';
import { PlayerProjections } from './projections';
import { ParkLocator } from './schedule';
import { walkForward } from './walk-forward';

const teams = new TeamDirectory(loadTeams());
const parks = new ParkLocator(loadParks());
// Three seasons keep the test fast: 2021 warms ratings up, 2022 trains, 2023 is predicted.
const games = loadDataset().games.filter((g) => g.season >= 2021);
const CUTOFF = '2023-06-13';
const splits = loadShippedPlayers(dataDir());

describe('walk-forward predictions', () => {
  const full = walkForward(games, teams, parks, { trendsFrom: 2022, players: new PlayerProjections(splits) });

  it("are identical for a date with or without any later game and any later season's splits", () => {
    const truncated = walkForward(
      games.filter((g) => g.date <= CUTOFF),
      teams,
      parks,
      { trendsFrom: 2022, players: new PlayerProjections(splits.filter((p) => p.season < 2023)) },
    );
    const byId = new Map(full.map((p) => [p.game.id, p]));
    expect(truncated.length).toBeGreaterThan(3000);
    // 2023 (fitted on 2022) is predicted with the players' projections.
    expect(truncated.filter((p) => p.features.length > FEATURE_NAMES.length).length).toBeGreaterThan(900);
    for (const p of truncated) {
      const other = byId.get(p.game.id)!;
      expect(other.pHome).toBe(p.pHome);
      expect(other.factors).toEqual(p.factors);
      expect(other.trends).toEqual(p.trends);
    }
  });

  it('fall back to the model without players when a lineup is not announced or a player not matched', () => {
    const upToCutoff = games.filter((g) => g.date <= CUTOFF);
    const cutoffIds = upToCutoff.filter((g) => g.date === CUTOFF).map((g) => g.id);
    const unannounced = new Set(cutoffIds.filter((_, i) => i % 3 === 1));
    const unmatched = new Set(cutoffIds.filter((_, i) => i % 3 === 2));
    const withPlayers = walkForward(
      upToCutoff.map((g) => {
        if (unannounced.has(g.id)) return { ...g, lineups: null };
        if (unmatched.has(g.id) && g.lineups)
          return { ...g, lineups: { ...g.lineups, home: [null, ...g.lineups.home.slice(1)] } };
        return g;
      }),
      teams,
      parks,
      { players: new PlayerProjections(splits) },
    );
    // The model without players: no lineup known anywhere (the ratings still start from the projections).
    const withoutPlayers = new Map(
      walkForward(
        upToCutoff.map((g) => ({ ...g, lineups: null })),
        teams,
        parks,
        { players: new PlayerProjections(splits) },
      ).map((p) => [p.game.id, p.pHome]),
    );
    expect(unannounced.size + unmatched.size).toBeGreaterThan(6);
    for (const p of withPlayers.filter((x) => x.game.date === CUTOFF)) {
      const fallsBack = unannounced.has(p.game.id) || unmatched.has(p.game.id);
      expect(p.pHome).toBe(
        fallsBack ? withoutPlayers.get(p.game.id) : full.find((f) => f.game.id === p.game.id)!.pHome,
      );
      expect(p.pHome === withoutPlayers.get(p.game.id)).toBe(fallsBack);
    }
  });

  it('do not change when the results of the day itself and later are hidden', () => {
    const hidden = walkForward(
      games.map((g) => (g.date >= CUTOFF ? { ...g, result: null } : g)),
      teams,
      parks,
      { players: new PlayerProjections(splits) },
    );
    const onCutoff = hidden.filter((p) => p.game.date === CUTOFF);
    expect(onCutoff.length).toBeGreaterThan(10);
    for (const p of onCutoff) expect(p.pHome).toBe(full.find((f) => f.game.id === p.game.id)!.pHome);
  });

  it("move with the players' experience and a starter's relief work only when asked (off: as shipped to the bit)", () => {
    const upToCutoff = games.filter((g) => g.date <= CUTOFF);
    const plain = walkForward(upToCutoff, teams, parks, { players: new PlayerProjections(splits) });
    const off = walkForward(upToCutoff, teams, parks, {
      players: new PlayerProjections(splits),
      youthBonus: 0,
      reliefPenalty: 0,
    });
    const on = walkForward(upToCutoff, teams, parks, {
      players: new PlayerProjections(splits),
      youthBonus: 0.004,
      reliefPenalty: 0.02,
    });
    expect(off.map((p) => p.pHome)).toEqual(plain.map((p) => p.pHome));
    const moved = on.filter((p, i) => p.game.season === 2023 && p.pHome !== plain[i].pHome);
    expect(moved.length).toBeGreaterThan(500);
    // The lineup's value rises: some of every nine have fewer than four seasons behind them.
    const lineups = (list: typeof on) =>
      list.filter((p) => p.game.season === 2023 && p.inputs.home.talent).map((p) => p.inputs.home.talent!.lineupRuns);
    const [before, after] = [lineups(plain), lineups(on)];
    expect(after.filter((x, i) => x > before[i]).length).toBeGreaterThan(before.length / 2);
    expect(after.every((x, i) => x >= before[i])).toBe(true);
  });

  it('fit each season only on earlier seasons', () => {
    for (const p of full) if (p.fittedOn) expect(Math.max(...p.fittedOn)).toBeLessThan(p.game.season);
    expect(full.find((p) => p.game.season === 2023)!.fittedOn).toEqual([2022]);
    expect(full.find((p) => p.game.season === 2021)!.fittedOn).toBeNull();
  });

  it("give a season's first games their own weights, until the two teams have averaged 20 games", () => {
    const early = FEATURE_NAMES.length + PLAYER_FEATURE_NAMES.indexOf('early_home');
    const season = full.filter((p) => p.game.season === 2023 && p.features.length > FEATURE_NAMES.length);
    const played = (p: (typeof season)[number]) =>
      (p.inputs.home.season.wins +
        p.inputs.home.season.losses +
        p.inputs.away.season.wins +
        p.inputs.away.season.losses) /
      2;
    for (const p of season) expect(p.features[early]).toBe(played(p) < EARLY_SEASON_GAMES ? 1 : 0);
    const flagged = season.filter((p) => p.features[early] === 1);
    expect(flagged.length).toBeGreaterThan(250);
    expect(flagged.every((p) => p.game.date < '2023-05-01')).toBe(true);
    expect(flagged[0].model.weights[1 + early]).not.toBe(0);
  });

  it('score every factor 0–10 around a slate average of 5', () => {
    const day = full.filter((p) => p.game.date === CUTOFF);
    for (const key of ['E', 'D', 'G', 'R', 'I', 'Q'] as const) {
      const values = day.flatMap((p) => [p.factors.home[key], p.factors.away[key]]);
      for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of values) expect(v).toBeLessThanOrEqual(10);
      expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(5, 0);
    }
  });

  it("make the six factors the parts of the model's own log-odds, so the larger Vantage total is always the favourite", () => {
    const season = full.filter((p) => p.game.season === 2023);
    expect(season.length).toBeGreaterThan(2400);
    const logit = (p: number) => Math.log(p / (1 - p));
    for (const p of season) {
      const home = sideContributions(p.model, p.inputs, true);
      const away = sideContributions(p.model, p.inputs, false);
      // The categories add up to the model's log-odds: nothing is left out, nothing added.
      expect(FACTOR_KEYS.reduce((s, k) => s + home[k] - away[k], 0)).toBeCloseTo(logit(p.pHome), 9);
      for (const k of FACTOR_KEYS)
        for (const v of [p.factors.home[k], p.factors.away[k]]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(10);
        }
      const gap = vantageTotal(p.factors.home) - vantageTotal(p.factors.away);
      expect(gap).toBeCloseTo(Math.round(POINTS_PER_LOGIT * logit(p.pHome) * 10) / 10, 9);
      if (gap > 0) expect(p.pHome).toBeGreaterThan(0.5);
      if (gap < 0) expect(p.pHome).toBeLessThan(0.5);
      if (p.pHome > 0.5) expect(gap).toBeGreaterThanOrEqual(0);
      if (p.pHome < 0.5) expect(gap).toBeLessThanOrEqual(0);
    }
    // The gap grows with the favourite's probability across the whole season.
    const byFavourite = season
      .map((p) => ({
        p: Math.max(p.pHome, 1 - p.pHome),
        gap: Math.abs(vantageTotal(p.factors.home) - vantageTotal(p.factors.away)),
      }))
      .sort((a, b) => a.p - b.p);
    for (let i = 1; i < byFavourite.length; i++)
      expect(byFavourite[i].gap).toBeGreaterThanOrEqual(byFavourite[i - 1].gap - 1e-9);
    expect(byFavourite[byFavourite.length - 1].gap).toBeGreaterThan(5);
  });

  it('render trends as "<key> — W-L (P%)"', () => {
    const strings = full
      .filter((p) => p.game.season === 2023)
      .flatMap((p) => [...p.trends!.home.positive, ...p.trends!.away.negative]);
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) expect(s).toMatch(/^[A-Z][\w+ -]* — \d+-\d+ \(\d+\.\d%\)$/);
  });
});
