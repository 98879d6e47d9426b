import { seasonName, type Performance, type Provenance, type TrackRecord } from '@vantage/contracts/sports';
import { badRequest, notFound } from '@vantage/service-kit/errors';
import { addDays, type Clock } from '../../clock/clock';
import { seasonDates, seasonOf, type LeagueProfile } from '../../registry/profiles';
import type { PerformanceRepository, ScoredPrediction } from './repository';
import { calibrationBoth, marketComparison, verdict } from './track-record';

/** Default window: the last 30 days before today. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 3700;

interface Scored extends ScoredPrediction {
  /** The league's home win rate over every result known before this game's date (the baseline's forecast). */
  homeRate: number;
}

/** The dates a report covers. */
export interface PerformanceWindow {
  from: string;
  to: string;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** product rules §5 accuracy and the Brier score of a set of scored predictions. */
function tally(rows: Scored[]) {
  const counted = rows.filter((r) => r.correct !== null);
  const correct = counted.filter((r) => r.correct).length;
  const brier = rows.length ? rows.reduce((s, r) => s + (r.pHome - (r.homeWon ? 1 : 0)) ** 2, 0) / rows.length : null;
  return {
    games: rows.length,
    counted: counted.length,
    correct,
    accuracy: counted.length ? correct / counted.length : null,
    brier,
  };
}

/** "The home team always wins", and its Brier score at the home win rate known before each game. */
function baseline(rows: Scored[]): Performance['baseline'] {
  const correct = rows.filter((r) => r.homeWon).length;
  const brier = rows.reduce((s, r) => s + (r.homeRate - (r.homeWon ? 1 : 0)) ** 2, 0) / rows.length;
  return {
    correct,
    accuracy: rows.length ? correct / rows.length : null,
    brier: rows.length ? brier : null,
  };
}

function groupBy(rows: Scored[], key: (r: Scored) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const r of rows) {
    const list = groups.get(key(r));
    if (list) list.push(r);
    else groups.set(key(r), [r]);
  }
  return groups;
}

/** The track record: every stored prediction scored against a result known before today, by provenance. */
export class PerformanceService {
  constructor(
    private readonly deps: {
      repository: PerformanceRepository;
      clock: Clock;
      profile: LeagueProfile;
    },
  ) {}

  /** Whether a window is one of the league's seasons cut at yesterday (the track record's, public). */
  isSeasonWindow(window: PerformanceWindow): boolean {
    const dates = seasonDates(this.deps.profile, seasonOf(this.deps.profile, window.from));
    const yesterday = this.deps.clock.yesterday();
    return window.from === dates.from && window.to === (dates.to < yesterday ? dates.to : yesterday);
  }

  /**
   * A season's record against the de-vigged market, from the stored predictions and lines of games before today
   * (default the latest season with a scored game): the recorded and the reconstructed predictions apart, never
   * mixed. The figures are of `record`, by default the headline's: the recorded record once it has a scored game
   * with a line, else the reconstructed one. The months and calibration come with `history`.
   */
  async trackRecord(season: number | undefined, history: boolean, record?: Provenance): Promise<TrackRecord> {
    const today = this.deps.clock.today();
    const seasons = await this.deps.repository.scoredSeasons(today);
    const chosen = season ?? seasons[0] ?? seasonOf(this.deps.profile, this.deps.clock.yesterday());
    if (season !== undefined && !seasons.includes(season))
      throw notFound(
        `No scored ${this.deps.profile.name} predictions in the ${seasonName(this.deps.profile.league, season)} season.`,
      );
    const dates = seasonDates(this.deps.profile, chosen);
    const yesterday = this.deps.clock.yesterday();
    const priced = await this.deps.repository.priced(chosen, today);
    const counts = await this.deps.repository.counts(chosen, today);
    const of = (p: Provenance) => priced.filter((g) => g.provenance === p);
    const records = {
      recorded: { ...counts.recorded, comparison: marketComparison(of('recorded')) },
      reconstructed: { ...counts.reconstructed, comparison: marketComparison(of('reconstructed')) },
    };
    const headline: Provenance = records.recorded.comparison.games > 0 ? 'recorded' : 'reconstructed';
    const shown = record ?? headline;
    const games = of(shown);
    const comparison = records[shown].comparison;
    const months = new Map<string, typeof games>();
    for (const g of games) months.set(g.date.slice(0, 7), [...(months.get(g.date.slice(0, 7)) ?? []), g]);
    return {
      league: this.deps.profile.league,
      season: chosen,
      seasons,
      from: dates.from,
      to: dates.to < yesterday ? dates.to : yesterday,
      record: shown,
      headline,
      records,
      model_version: games.at(-1)?.modelVersion ?? null,
      scored: records[shown].scored,
      comparison,
      verdict: verdict(seasonName(this.deps.profile.league, chosen), shown, comparison),
      by_month: history
        ? [...months].map(([month, list]) => {
            const c = marketComparison(list);
            return { month, games: c.games, vantage: c.vantage, market: c.market };
          })
        : [],
      calibration: history ? calibrationBoth(games) : [],
      access: { history },
    };
  }

  get league() {
    return this.deps.repository.league;
  }

  window(from: string | undefined, to: string | undefined): PerformanceWindow {
    // Nothing from today on is scored: results of today are not known (or, replaying, not yet happened).
    const yesterday = this.deps.clock.yesterday();
    const end = to && to < yesterday ? to : yesterday;
    const start = from ?? addDays(end, -(DEFAULT_DAYS - 1));
    if (start > end) throw badRequest('"from" must not be after "to" (or after yesterday).');
    if (Date.parse(end) - Date.parse(start) > MAX_DAYS * 86_400_000)
      throw badRequest(`The window may span at most ${MAX_DAYS} days.`);
    return { from: start, to: end };
  }

  /** The window's scored predictions: one record (`record`) or, without it, both kinds, counted apart. */
  async report({ from, to }: PerformanceWindow, history: boolean, record?: Provenance): Promise<Performance> {
    const scored = (await this.deps.repository.scored(from, to, this.deps.clock.today()))
      .filter((r) => !record || r.provenance === record)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const rows = await this.withHomeRates(scored, to);
    const logLoss = rows.length
      ? rows.reduce(
          (s, r) => s - Math.log(Math.min(1 - 1e-12, Math.max(1e-12, r.homeWon ? r.pHome : 1 - r.pHome))),
          0,
        ) / rows.length
      : null;
    return {
      from,
      to,
      model_version: rows.length ? rows[rows.length - 1].modelVersion : null,
      ...tally(rows),
      log_loss: logLoss,
      baseline: baseline(rows),
      by_day: history ? [...groupBy(rows, (r) => r.date)].map(([date, list]) => ({ date, ...tally(list) })) : [],
      by_month: history
        ? [...groupBy(rows, (r) => r.date.slice(0, 7))].map(([month, list]) => ({
            month,
            ...tally(list),
            baseline: baseline(list),
          }))
        : [],
      calibration: history ? calibration(rows) : [],
      record: record ?? null,
      provenance: {
        recorded: rows.filter((r) => r.provenance === 'recorded').length,
        reconstructed: rows.filter((r) => r.provenance === 'reconstructed').length,
      },
      access: { history },
    };
  }

  /**
   * Adds to each scored game (date order) the share of home wins among every decided game whose result was
   * known before its date: what an "always home" forecaster could know at the time.
   */
  private async withHomeRates(rows: ScoredPrediction[], to: string): Promise<Scored[]> {
    const results = await this.deps.repository.decidedByDayKnown(to);
    let next = 0;
    let decided = 0;
    let homeWins = 0;
    return rows.map((r) => {
      for (; next < results.length && results[next].known < r.date; next++) {
        decided += results[next].decided;
        homeWins += results[next].homeWins;
      }
      return { ...r, homeRate: decided ? homeWins / decided : 0.5 };
    });
  }
}

/** The favoured side's forecast against how often it won, in 5-point bins from 50% to 100%. */
function calibration(rows: Scored[]): Performance['calibration'] {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: 50 + 5 * i, to: 55 + 5 * i, games: 0, p: 0, won: 0 }));
  for (const r of rows) {
    const favourite = Math.max(r.pHome, 1 - r.pHome);
    const favouriteWon = r.pHome >= 0.5 ? r.homeWon : !r.homeWon;
    const bin = bins[Math.min(9, Math.floor((100 * favourite - 50) / 5))];
    bin.games++;
    bin.p += favourite;
    if (favouriteWon) bin.won++;
  }
  return bins
    .filter((b) => b.games > 0)
    .map((b) => ({
      from: b.from,
      to: b.to,
      games: b.games,
      predicted: round((100 * b.p) / b.games, 1),
      observed: round((100 * b.won) / b.games, 1),
    }));
}
