/**
 * A bettor's records against the closing lines a league's games carry (the shipped data's, or a live game's books'
 * consensus before the start, model/line-consensus.ts): against the spread (ATS) from a team's
 * side, and over/under (O/U). Spreads are stored as the points the home side is favoured by (cover.ts): a home
 * favourite at −3.5 has a spread of 3.5, so the home side's own line is −spread and the away side's +spread.
 */
import type { AtsRecord, LineRecords, OuRecord } from '@vantage/contracts/line-records';
import type { League } from '@vantage/contracts/sports';

export type AtsOutcome = 'cover' | 'fail' | 'push';
export type OuOutcome = 'over' | 'under' | 'push';

/** Where each league's lines come from; null where no game of it can have one. */
export interface LineSources {
  spread: string | null;
  total: string | null;
}

export const LINE_SOURCES: Record<League, LineSources> = {
  nfl: { spread: 'nflverse closing spread_line', total: 'nflverse closing total_line' },
  nba: { spread: 'NBA Betting Data (Kaggle) spreads', total: 'NBA Betting Data (Kaggle) totals' },
  mlb: {
    spread: 'SBR closing run lines (2014–2021)',
    total: 'SBR closing totals (2010–2021), ScoresAndOdds (2022–2023)',
  },
  // The shipped NHL data has moneylines only: its puck lines and totals are the live games' polled books'.
  // One source for both: the screens write a record pair without a lined game as one line.
  nhl: {
    spread: "the live odds feed only (the books' median line before the start)",
    total: "the live odds feed only (the books' median line before the start)",
  },
};

/**
 * The team's result against the spread: its margin plus its own line (−spread at home, +spread away) above
 * zero covers, below fails, exactly zero (an integer line) pushes.
 */
export function atsOutcome(
  homeFavouredBy: number,
  home: boolean,
  pointsFor: number,
  pointsAgainst: number,
): AtsOutcome {
  const ownLine = home ? -homeFavouredBy : homeFavouredBy;
  const edge = pointsFor - pointsAgainst + ownLine;
  return edge > 0 ? 'cover' : edge < 0 ? 'fail' : 'push';
}

/** Both teams' points against the total: more is over, fewer under, exactly the total a push. */
export function ouOutcome(total: number, points: number): OuOutcome {
  return points > total ? 'over' : points < total ? 'under' : 'push';
}

/** One team's side of one played game with the game's lines (null where the source has none). */
export interface LinedSide {
  home: boolean;
  pointsFor: number;
  pointsAgainst: number;
  /** Points the home side is favoured by. */
  spread: number | null;
  total: number | null;
}

const pct = (hits: number, misses: number) => (hits + misses ? Math.round((1000 * hits) / (hits + misses)) / 10 : null);

/** How many sides had each outcome at their line, and how many had no line. */
function tally<K extends string>(
  sides: readonly LinedSide[],
  lineOf: (s: LinedSide) => number | null,
  outcomeOf: (s: LinedSide, line: number) => K,
): { counts: Map<K, number>; unlined: number } {
  const counts = new Map<K, number>();
  let unlined = 0;
  for (const s of sides) {
    const line = lineOf(s);
    if (line === null) unlined++;
    else {
      const outcome = outcomeOf(s, line);
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
  }
  return { counts, unlined };
}

/** The ATS and O/U records of a set of played sides; a record is null when the league has no such line. */
export function lineRecords(sides: readonly LinedSide[], sources: LineSources): LineRecords {
  let ats: AtsRecord | null = null;
  if (sources.spread !== null) {
    const { counts, unlined } = tally(
      sides,
      (s) => s.spread,
      (s, line) => atsOutcome(line, s.home, s.pointsFor, s.pointsAgainst),
    );
    const [covers, fails, pushes] = (['cover', 'fail', 'push'] as const).map((k) => counts.get(k) ?? 0);
    ats = { source: sources.spread, covers, fails, pushes, cover_pct: pct(covers, fails), unlined };
  }
  let ou: OuRecord | null = null;
  if (sources.total !== null) {
    const { counts, unlined } = tally(
      sides,
      (s) => s.total,
      (s, line) => ouOutcome(line, s.pointsFor + s.pointsAgainst),
    );
    const [overs, unders, pushes] = (['over', 'under', 'push'] as const).map((k) => counts.get(k) ?? 0);
    ou = { source: sources.total, overs, unders, pushes, over_pct: pct(overs, unders), unlined };
  }
  return { ats, ou };
}
