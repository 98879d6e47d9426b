import { MARKETS, type Market } from '../../leagues/league';

export interface CliArgs {
  /** Any league of the registry (src/leagues/registry.ts). */
  sport: string;
  /** A folder laid out as ../shared/data/<league>/. */
  data: string;
  season: number;
  /** The market scored: the moneyline (default), the spread (cover) or the total (over). */
  market: Market;
  predictions: string | null;
  json: boolean;
  /** Every season of the data at once: the pooled gap to the market in and out of sample. */
  pooled: boolean;
}

const USAGE =
  'usage: backtest --sport mlb|nba|nfl|nhl --data DIR (--season YYYY [--predictions OUT.csv] [--json] | --pooled) [--market moneyline|spread|total]';

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    sport: '',
    data: '',
    season: NaN,
    market: 'moneyline',
    predictions: null,
    json: false,
    pooled: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--sport') args.sport = value();
    else if (flag === '--data') args.data = value();
    else if (flag === '--season') args.season = Number(value());
    else if (flag === '--market') {
      const market = value();
      if (!(MARKETS as readonly string[]).includes(market))
        throw new Error(`unknown market "${market}" (one of ${MARKETS.join(', ')})\n${USAGE}`);
      args.market = market as Market;
    } else if (flag === '--predictions') args.predictions = value();
    else if (flag === '--json') args.json = true;
    else if (flag === '--pooled') args.pooled = true;
    else throw new Error(`unknown argument ${flag}\n${USAGE}`);
  }
  if (!args.sport || !args.data || (!args.pooled && !Number.isInteger(args.season))) throw new Error(USAGE);
  return args;
}
