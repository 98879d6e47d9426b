/**
 * The README's attempts at the spread and total distributions: one walk-forward per league over a folder laid out as
 * ../shared/data/<league>/, scored pooled over the seasons the constants are chosen on (2011–2021; 2010 has no
 * earlier season to fit on) and, only with --holdout, over 2022 and 2023 apart:
 *   npx tsx scripts/market-search.ts --league nfl --data ../../shared/data/nfl [--constants '{"gain":0.08}'] [--holdout]
 * `--constants` overrides the league's market constants for one measurement. `--ridges 0.001,0.01` scores the
 * walk-forward calibration (calibration.ts) at each ridge instead of the raw probabilities ("raw" for none);
 * `--window N` fits it on the last N seasons only. `--nested-windows 1,2,3,all` chooses the window per season from the
 * seasons before it only (the last six with a calibration, as the win model's nested scheme reads six): the window with
 * the lowest Brier score there, and beside it the smallest |bias| among the windows within .0002 of that Brier score
 * (the rule `--window` was chosen by on 2011–2021), and the smallest |bias| alone; prints each season's choice and what
 * the choices score per season and pooled. `--nested-variants '[{"constants":{…},"window":3},{"rolling":512}]'` does
 * the same over whole variants, each market constants (overriding the league's) with a calibration: `window` seasons
 * (all where absent) or, with `rolling`, refitted before each game day on the last that many decided lines (across
 * seasons, the predicted season's earlier weeks included); the first variant where nothing is there to choose on.
 * `--markets total` measures one market only.
 */
import { teamSportLeagueOf } from '../src/leagues/registry';
import { calibratedLines, scoredLines, summarise, type LineMarket } from '../src/data/backtest/markets';
import { CALIBRATION, calibratedChances, fitCalibration } from '../src/model/markets/calibration';
import { withoutPush } from '../src/model/markets/cover';
import { leaguePredictor } from '../src/leagues/team-sport/model';
import { marketForecasts } from '../src/model/markets/league-markets';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const { id: league, engine } = teamSportLeagueOf(flag('--league') ?? 'nfl');
const data = flag('--data') ?? `../../shared/data/${league}`;
const overrides = JSON.parse(flag('--constants') ?? '{}');
const holdout = args.includes('--holdout');
const ridges = (flag('--ridges') ?? 'raw').split(',');
const window = flag('--window') ? Number(flag('--window')) : undefined;
const nestedWindows = flag('--nested-windows')
  ?.split(',')
  .map((w) => (w === 'all' ? undefined : Number(w)));
interface Variant {
  constants?: Record<string, unknown>;
  window?: number;
  rolling?: number;
}
const nestedVariants: Variant[] | undefined = flag('--nested-variants')
  ? JSON.parse(flag('--nested-variants')!)
  : undefined;

const games = engine.loadFolder(data);
const margins = new Map(
  leaguePredictor(engine.model)
    .predict(games)
    .map((p) => [p.gameId, p.margin]),
);
const forecastsWith = (constants: Record<string, unknown>) =>
  marketForecasts(engine.model, { ...engine.markets, ...constants }, games, margins);
const forecasts = forecastsWith(overrides);
const fmt = (s: { games: number; brier: number; market_brier: number; bias: number }) =>
  `${String(s.games).padStart(5)} games  gap ${(s.brier - s.market_brier).toFixed(4)}  bias ${s.bias.toFixed(4)}`;

const RULES = {
  brier: 'lowest Brier',
  bias: 'smallest |bias| within .0002 of the lowest Brier',
  'bias alone': 'smallest |bias|',
};
type Rule = keyof typeof RULES;

interface Candidate {
  label: string;
  lines: ReturnType<typeof scoredLines>;
}

/** The lines with each game day's calibration fitted on the last `n` decided lines before that day. */
function rollingCalibrated(raw: ReturnType<typeof scoredLines>, n: number): ReturnType<typeof scoredLines> {
  const decided = raw.filter((l) => l.outcome !== null).sort((a, b) => a.date.localeCompare(b.date));
  const byDate = new Map<string, ReturnType<typeof fitCalibration> | null>();
  return raw.map((l) => {
    if (!byDate.has(l.date)) {
      const before = decided.filter((d) => d.date < l.date).slice(-n);
      byDate.set(
        l.date,
        before.length >= CALIBRATION.minGames
          ? fitCalibration(
              before.map((d) => ({ season: d.season, p: withoutPush(d.first, d.second), outcome: d.outcome! })),
              CALIBRATION.ridge,
            )
          : null,
      );
    }
    const c = byDate.get(l.date);
    if (!c) return l;
    const chances = calibratedChances(c, l);
    return { ...l, ...chances, priced: chances };
  });
}

/**
 * Each season's candidate chosen on the six calibrated seasons before it, by `rule` (`fallback` where there are
 * none), and what the choices score.
 */
function nestedChoice(
  market: LineMarket,
  candidates: Candidate[],
  seasonsOf: ReturnType<typeof scoredLines>,
  rule: Rule,
  fallback: Candidate,
) {
  const seasons = [...new Set(seasonsOf.map((s) => s.season))].sort((a, b) => a - b);
  // The data's first season is raw under every window, the second fitted on the first alone whatever the window.
  const calibrated = seasons.slice(1);
  const out: typeof seasonsOf = [];
  for (const season of calibrated) {
    const scoredOn = calibrated.filter((s) => s < season).slice(-6);
    let chosen = fallback;
    if (scoredOn.length) {
      const scores = candidates.map((b) => ({
        b,
        s: summarise(
          market,
          b.lines.filter((l) => scoredOn.includes(l.season)),
        ),
      }));
      const best = Math.min(...scores.map((x) => x.s.brier));
      const near =
        rule === 'bias alone' ? scores : scores.filter((x) => x.s.brier <= best + (rule === 'bias' ? 0.0002 : 1e-12));
      chosen = near.reduce((a, x) => (Math.abs(x.s.bias) < Math.abs(a.s.bias) - 1e-12 ? x : a)).b;
    }
    const lines = chosen.lines.filter((l) => l.season === season);
    out.push(...lines);
    const onWords = scoredOn.length ? `${scoredOn[0]}–${scoredOn.at(-1)}` : 'nothing';
    console.log(`  ${season}  ${chosen.label} (chosen on ${onWords})  ${fmt(summarise(market, lines))}`);
  }
  for (const [name, inGroup] of [
    [`${calibrated[0]}–2021`, (s: number) => s <= 2021],
    ['2022–2023', (s: number) => s >= 2022],
  ] as const)
    console.log(
      `  pooled ${name}  ${fmt(
        summarise(
          market,
          out.filter((l) => inGroup(l.season)),
        ),
      )}`,
    );
}

/** The candidates of `--nested-variants`: one walk per distinct set of constants, then each variant's calibration. */
function variantCandidates(market: LineMarket, variants: Variant[]): Candidate[] {
  const walks = new Map<string, ReturnType<typeof scoredLines>>();
  return variants.map((v) => {
    const key = JSON.stringify(v.constants ?? {});
    if (!walks.has(key)) walks.set(key, scoredLines(market, games, forecastsWith(v.constants ?? {})));
    const raw = walks.get(key)!;
    const lines = v.rolling
      ? rollingCalibrated(raw, v.rolling)
      : calibratedLines(raw, { ...CALIBRATION, window: v.window });
    return { label: JSON.stringify(v), lines };
  });
}

for (const market of (flag('--markets') ?? 'spread,total').split(',') as LineMarket[]) {
  const raw = scoredLines(market, games, forecasts);
  if (nestedWindows) {
    const candidates = nestedWindows.map((w) => ({
      label: `window ${w ?? 'all'}`,
      lines: calibratedLines(raw, { ...CALIBRATION, window: w }),
    }));
    for (const rule of Object.keys(RULES) as Rule[]) {
      console.log(`${league} ${market}: window chosen per season by ${RULES[rule]}`);
      nestedChoice(market, candidates, raw, rule, candidates[candidates.length - 1]);
    }
    continue;
  }
  if (nestedVariants) {
    const candidates = variantCandidates(market, nestedVariants);
    for (const c of candidates) {
      const inSeasons = (from: number, to: number) => c.lines.filter((l) => l.season >= from && l.season <= to);
      console.log(
        `${league} ${market} ${c.label}: 2012–2021 ${fmt(summarise(market, inSeasons(2012, 2021)))}; 2022–2023 ${fmt(summarise(market, inSeasons(2022, 2023)))}`,
      );
    }
    for (const rule of Object.keys(RULES) as Rule[]) {
      console.log(`${league} ${market}: variant chosen per season by ${RULES[rule]}`);
      nestedChoice(market, candidates, raw, rule, candidates[0]);
    }
    continue;
  }
  for (const ridge of ridges) {
    const scored =
      ridge === 'raw'
        ? raw
        : calibratedLines(raw, {
            ...CALIBRATION,
            ridge: Number(ridge),
            window: window ?? engine.markets.calibrationWindow?.[market],
          });
    console.log(`ridge ${ridge}`);
    const groups: [string, (season: number) => boolean][] = [['2011–2021', (s) => s <= 2021]];
    if (holdout) groups.push(['2022', (s) => s === 2022], ['2023', (s) => s === 2023], ['2022–2023', (s) => s >= 2022]);
    for (const [name, inGroup] of groups) {
      const lines = scored.filter((s) => inGroup(s.season));
      if (lines.length === 0) continue;
      const s = summarise(market, lines);
      console.log(
        `${league} ${market.padEnd(6)} ${name.padEnd(10)} ${String(s.games).padStart(6)} games  Brier ${s.brier.toFixed(4)}  market ${s.market_brier.toFixed(4)}  gap ${(s.brier - s.market_brier).toFixed(4)}  bias ${s.bias.toFixed(4)}  MAE ${s.mae.toFixed(3)} / ${s.market_mae.toFixed(3)} (${((100 * s.mae) / s.market_mae - 100).toFixed(1)}%)  picks ${s.picks} ROI ${s.roi === null ? '—' : (100 * s.roi).toFixed(1)}%`,
      );
    }
  }
}
