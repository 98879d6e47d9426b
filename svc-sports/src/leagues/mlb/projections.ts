import type { EventLine } from '../../db/schema';
import { addLines, type PlayerSeason } from './splits';

export interface ProjectionParams {
  /** Weights of the last three seasons, most recent first (Marcel: 5/4/3). */
  seasonWeights: number[];
  /** League-average plate appearances mixed into a batter's (a pitcher's) record: regression by playing time. */
  batterRegressionPa: number;
  pitcherRegressionPa: number;
  /** Plate appearances behind a player's own platoon split before it counts as much as the league's. */
  platoonRegressionPa: number;
  /** Where the regression goes (runs per PA above average): players seldom used are below average. */
  batterTarget: number;
  pitcherTarget: number;
}

export const DEFAULT_PROJECTION_PARAMS: ProjectionParams = {
  seasonWeights: [5, 4, 3],
  batterRegressionPa: 1200,
  pitcherRegressionPa: 1200,
  platoonRegressionPa: 8000,
  batterTarget: -0.01,
  pitcherTarget: 0.01,
};

/** Runs a line of events is worth by linear weights (Tango's wOBA scale turned into runs; outs cost). */
export function lineRuns(l: EventLine): number {
  const singles = l.h - l.doubles - l.triples - l.hr;
  const outs = l.ab - l.h + l.sf;
  return 0.47 * singles + 0.78 * l.doubles + 1.06 * l.triples + 1.4 * l.hr + 0.33 * (l.bb + l.hbp) - 0.27 * outs;
}

/**
 * Runs per PA above the league over the weighted seasons, regressed toward `target` as if `regressionPa` more
 * plate appearances at that rate had been seen.
 */
function regressedRunsPerPa(
  seasons: { weight: number; ps: PlayerSeason; league: number }[],
  regressionPa: number,
  target: number,
): number {
  let runs = 0;
  let pa = 0;
  for (const season of seasons) {
    const all = addLines(season.ps.vsL, season.ps.vsR);
    runs += season.weight * (lineRuns(all) - season.league * all.pa);
    pa += season.weight * all.pa;
  }
  return (runs + regressionPa * target) / (pa + regressionPa);
}

type Hand = 'L' | 'R';

export interface SeasonProjections {
  /** A batter's projected runs per plate appearance above the league against a pitcher of `pitcherHand`. */
  batter(id: string, pitcherHand: Hand): number;
  /** A pitcher's projected runs allowed per plate appearance above the league (bigger is worse). */
  pitcher(id: string): number;
  /** A pitcher's throwing hand as last seen (right-handed when never seen). */
  throws(id: string | null): Hand;
  /** Seasons before this one in which the player batted (`bat`) or pitched (`pitch`) at all, in the splits known. */
  seasonsSeen(id: string, role: 'bat' | 'pitch'): number;
  /** Plate appearances a pitcher faced in each of the seasons his projection reads, most recent first (0: none). */
  pitcherPaBySeason(id: string): { season: number; pa: number }[];
}

/** Seasons of experience below which a player is taken to be still improving (the Marcel age curve's young side). */
export const YOUTH_SEASONS = 4;

/**
 * The projections with the young side of an age curve, read from experience (the splits hold no birth dates): a
 * player with 1 to YOUTH_SEASONS − 1 earlier seasons is projected `bonus` runs per plate appearance better (batters) or
 * fewer allowed (pitchers) for each season short of YOUTH_SEASONS. A newcomer keeps the newcomer's projection.
 */
export function withYouthBonus(p: SeasonProjections, bonus: number): SeasonProjections {
  const youth = (id: string, role: 'bat' | 'pitch') => {
    const seen = p.seasonsSeen(id, role);
    return seen >= 1 ? bonus * Math.max(0, YOUTH_SEASONS - seen) : 0;
  };
  return {
    batter: (id, hand) => p.batter(id, hand) + youth(id, 'bat'),
    pitcher: (id) => p.pitcher(id) - youth(id, 'pitch'),
    throws: (id) => p.throws(id),
    seasonsSeen: (id, role) => p.seasonsSeen(id, role),
    pitcherPaBySeason: (id) => p.pitcherPaBySeason(id),
  };
}

/** Batters a starter faces in a start, to tell a season's starting work from its relief work. */
const BATTERS_PER_START = 24;

/**
 * The projections with a starter's relief work discounted: runs allowed per plate appearance come easier in relief
 * (one time through the order, full effort), so a pitcher whose earlier seasons were partly relief is projected
 * `penalty` runs per PA worse for the share of those seasons' batters he faced in relief (batters faced minus 24 per
 * start from the game logs, `startsIn`). A pitcher never seen keeps his projection.
 */
export function withReliefPenalty(
  p: SeasonProjections,
  penalty: number,
  startsIn: (id: string, season: number) => number,
): SeasonProjections {
  const reliefShare = (id: string) => {
    let pa = 0;
    let started = 0;
    for (const s of p.pitcherPaBySeason(id)) {
      pa += s.pa;
      started += Math.min(s.pa, BATTERS_PER_START * startsIn(id, s.season));
    }
    return pa > 0 ? 1 - started / pa : 0;
  };
  return { ...p, pitcher: (id) => p.pitcher(id) + penalty * reliefShare(id) };
}

/**
 * Marcel-style projections before each season from the three seasons before it only: each player's runs per
 * plate appearance above that season's league, weighted 5/4/3, regressed toward a below-average target by
 * playing time, and for batters the league's platoon split by his side plus his own split regressed hard.
 */
export class PlayerProjections {
  private readonly bySeason = new Map<number, Map<string, PlayerSeason>>();
  private readonly league = new Map<number, number>();
  private readonly cache = new Map<number, SeasonProjections>();

  constructor(
    players: PlayerSeason[],
    private readonly params: ProjectionParams = DEFAULT_PROJECTION_PARAMS,
  ) {
    const totals = new Map<number, { runs: number; pa: number }>();
    for (const p of players) {
      let season = this.bySeason.get(p.season);
      if (!season) this.bySeason.set(p.season, (season = new Map()));
      season.set(`${p.role}:${p.id}`, p);
      if (p.role !== 'bat') continue;
      const t = totals.get(p.season) ?? { runs: 0, pa: 0 };
      const all = addLines(p.vsL, p.vsR);
      t.runs += lineRuns(all);
      t.pa += all.pa;
      totals.set(p.season, t);
    }
    for (const [season, t] of totals) this.league.set(season, t.runs / t.pa);
  }

  /** Seasons of splits known before `season` starts. */
  hasHistoryFor(season: number): boolean {
    return this.bySeason.has(season - 1);
  }

  forSeason(season: number): SeasonProjections {
    let out = this.cache.get(season);
    if (!out) this.cache.set(season, (out = this.build(season)));
    return out;
  }

  private build(season: number): SeasonProjections {
    const p = this.params;
    const history = p.seasonWeights
      .map((weight, k) => ({ weight, season: season - 1 - k }))
      .filter((h) => this.bySeason.has(h.season) && this.league.has(h.season));
    // The league's platoon split (runs per PA above the league) by the batter's side and the pitcher's hand.
    const platoonSums = new Map<string, { runs: number; pa: number }>();
    for (const h of history)
      for (const ps of this.bySeason.get(h.season)!.values()) {
        if (ps.role !== 'bat') continue;
        for (const [hand, line] of [
          ['L', ps.vsL],
          ['R', ps.vsR],
        ] as const) {
          const key = `${ps.hand}${hand}`;
          const s = platoonSums.get(key) ?? { runs: 0, pa: 0 };
          s.runs += lineRuns(line) - this.league.get(h.season)! * line.pa;
          s.pa += line.pa;
          platoonSums.set(key, s);
        }
      }
    const platoon = (side: string, hand: Hand) => {
      const s = platoonSums.get(`${side}${hand}`);
      return s && s.pa > 0 ? s.runs / s.pa : 0;
    };
    const records = (key: string) =>
      history.flatMap((h) => {
        const ps = this.bySeason.get(h.season)!.get(key);
        return ps ? [{ ...h, ps, league: this.league.get(h.season)! }] : [];
      });
    const batters = new Map<string, Record<Hand, number>>();
    const pitchers = new Map<string, { perPa: number; throws: Hand }>();
    const experience = new Map<string, number>();
    return {
      batter: (id, pitcherHand) => {
        let b = batters.get(id);
        if (!b) {
          const rs = records(`bat:${id}`);
          const overall = regressedRunsPerPa(rs, p.batterRegressionPa, p.batterTarget);
          const side = rs[0]?.ps.hand;
          const vs = (hand: Hand) => {
            if (!side) return overall;
            let dev = 0;
            let pa = 0;
            for (const r of rs) {
              const line = hand === 'L' ? r.ps.vsL : r.ps.vsR;
              const all = addLines(r.ps.vsL, r.ps.vsR);
              const allRate = all.pa ? lineRuns(all) / all.pa - r.league : 0;
              dev += r.weight * (lineRuns(line) - (r.league + allRate + platoon(side, hand)) * line.pa);
              pa += r.weight * line.pa;
            }
            return overall + platoon(side, hand) + dev / (pa + p.platoonRegressionPa);
          };
          b = { L: vs('L'), R: vs('R') };
          batters.set(id, b);
        }
        return b[pitcherHand];
      },
      pitcher: (id) => this.pitcherProjection(id, records, pitchers).perPa,
      throws: (id) => (id ? this.pitcherProjection(id, records, pitchers).throws : 'R'),
      pitcherPaBySeason: (id) =>
        records(`pitch:${id}`).map((r) => ({ season: r.ps.season, pa: addLines(r.ps.vsL, r.ps.vsR).pa })),
      seasonsSeen: (id, role) => {
        const key = `${role}:${id}`;
        let seen = experience.get(key);
        if (seen === undefined) {
          seen = 0;
          for (const [s, players] of this.bySeason) if (s < season && players.has(key)) seen++;
          experience.set(key, seen);
        }
        return seen;
      },
    };
  }

  private pitcherProjection(
    id: string,
    records: (key: string) => { weight: number; ps: PlayerSeason; league: number }[],
    cache: Map<string, { perPa: number; throws: Hand }>,
  ): { perPa: number; throws: Hand } {
    let out = cache.get(id);
    if (!out) {
      const p = this.params;
      const rs = records(`pitch:${id}`);
      out = {
        perPa: regressedRunsPerPa(rs, p.pitcherRegressionPa, p.pitcherTarget),
        throws: rs[0]?.ps.hand === 'L' ? 'L' : 'R',
      };
      cache.set(id, out);
    }
    return out;
  }
}
