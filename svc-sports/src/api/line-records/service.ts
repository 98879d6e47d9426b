import type { LineRecords, TeamLineRecords, TrendLineRecords } from '@vantage/contracts/line-records';
import type { GameDetail, League } from '@vantage/contracts/sports';
import { lineRecords, LINE_SOURCES, type LinedSide } from '../../model/markets/line-records';
import { trendKeys } from '../../model/trends/conditions';
import type { Side } from '../explorer/service';
import type { GameRecord } from '../comparison/repository';

const lined = (s: Side): LinedSide => ({
  home: s.home,
  pointsFor: s.runsFor,
  pointsAgainst: s.runsAgainst,
  spread: s.spread,
  total: s.total,
});

/** The ATS and O/U records of a league's sides (a record is null where the league's data has no such line). */
export function sideLineRecords(sides: readonly Side[], league: League): LineRecords {
  return lineRecords(sides.map(lined), LINE_SOURCES[league]);
}

/** A shown trend of one team before one game: its string as the game page shows it and its situation key. */
export interface ShownTrendKey {
  trend: string;
  key: string;
  positive: boolean;
}

/**
 * Teams' and trends' records against the closing lines, from the explorer's sides (a season's decided games
 * before today, kept for the day): every answer filters at most two seasons of one league's sides, and a league
 * without lines loads none.
 */
export class LineRecordsService {
  constructor(
    private readonly deps: {
      league: League;
      /** The league's sides of a season's games played before today (ExplorerService.sidesOf). */
      sidesOf: (season: number) => Promise<Side[]>;
    },
  ) {}

  private get sources() {
    return LINE_SOURCES[this.deps.league];
  }

  private get hasLines(): boolean {
    return this.sources.spread !== null || this.sources.total !== null;
  }

  private records(sides: readonly Side[]): LineRecords {
    return sideLineRecords(sides, this.deps.league);
  }

  /** A team's season against the lines in its games played before today, all and at home and away. */
  async teamSeason(team: string, season: number): Promise<TeamLineRecords> {
    const own = this.hasLines ? (await this.deps.sidesOf(season)).filter((s) => s.team === team) : [];
    return {
      all: this.records(own),
      home: this.records(own.filter((s) => s.home)),
      away: this.records(own.filter((s) => !s.home)),
    };
  }

  /**
   * Each shown trend's games against the lines: the team's games before `date` of `season` and the season
   * before (the trends' window) whose situation before the game matched the trend's key, the games of its W-L.
   */
  async trends(
    team: string,
    season: number,
    date: string,
    shown: readonly ShownTrendKey[],
  ): Promise<TrendLineRecords[]> {
    if (shown.length === 0) return [];
    const own = this.hasLines
      ? (await Promise.all([season - 1, season].map((s) => this.deps.sidesOf(s))))
          .flat()
          .filter((s) => s.team === team && s.game.date < date)
          .map((side) => ({ side, keys: new Set(trendKeys(side.situation)) }))
      : [];
    return shown.map(({ trend, key, positive }) => ({
      trend,
      positive,
      ...this.records(own.filter((o) => o.keys.has(key)).map((o) => o.side)),
    }));
  }

  /** The game detail with each team's shown trends against the lines (the trends the caller may see). */
  async withTrendLines(detail: GameDetail, record: GameRecord): Promise<GameDetail> {
    const teams = await Promise.all(
      detail.teams.map(async (side) => {
        const stored = record.trends.find((t) => t.team === side.team_code);
        if (!stored || side.positive.length + side.negative.length === 0) return side;
        // The shown strings are the stored trends in order (present.ts trendString).
        const shown = [
          ...stored.positive.map((t, i) => ({ trend: side.positive[i], key: t[0], positive: true })),
          ...stored.negative.map((t, i) => ({ trend: side.negative[i], key: t[0], positive: false })),
        ];
        return { ...side, lines: await this.trends(side.team_code, record.game.season, record.game.date, shown) };
      }),
    );
    return { ...detail, teams };
  }
}
