// Trend strings (product rules §3): '<key> — <description>', where a description like
// '34-20 (63.0%)' yields wins, losses and a percentage; beside each, its record since it was found.
import { formatDayMonthYear } from '@vantage/client/calendar-date';
import type { TrendLater } from '@vantage/contracts/sports';
import { TREND_LABEL_WORDS } from '@vantage/contracts/sports-rules';

export type TrendDirection = 'up' | 'down';
export type TrendConfidence = 'high' | 'medium' | 'low';

export interface DerivedTrend {
  name: string;
  /** The description with check and cross marks removed. */
  description: string;
  percentage: number;
  direction: TrendDirection;
  confidence: TrendConfidence;
  /** Games behind the record (wins + losses), null when the string carries no record. */
  games: number | null;
  /** Wins / games in percent, null when the string carries no record. */
  winRate: number | null;
}

export const TREND_SEPARATOR = ' — ';
/** Spec: percentage defaults when the string has none. */
const DEFAULT_PERCENTAGE: Record<TrendDirection, number> = { up: 75, down: 25 };
const RECORD = /(\d+)\s*-\s*(\d+)[^%]*?\(?\s*(\d+(?:\.\d+)?)\s*%/;
const MARKS = /[✓✔✅✗✘❌]/gu;

/** Spec: high at 70 or more, medium at 50 or more, else low. */
export function trendConfidence(percentage: number): TrendConfidence {
  if (percentage >= 70) return 'high';
  if (percentage >= 50) return 'medium';
  return 'low';
}

/** A trend string as a derived trend; `positive` says which list it came from. */
export function deriveTrend(text: string, positive: boolean): DerivedTrend {
  const clean = text.replace(MARKS, '').replace(/\s+/g, ' ').trim();
  const at = clean.indexOf(TREND_SEPARATOR.trim());
  const name = at >= 0 ? clean.slice(0, at).trim() : clean;
  const description = at >= 0 ? clean.slice(at + 1).trim() : clean;
  const direction: TrendDirection = positive ? 'up' : 'down';
  const record = RECORD.exec(description);
  const wins = record ? Number(record[1]) : null;
  const losses = record ? Number(record[2]) : null;
  const percentage = record ? Number(record[3]) : DEFAULT_PERCENTAGE[direction];
  const games = wins !== null && losses !== null ? wins + losses : null;
  return {
    name,
    description,
    percentage,
    direction,
    confidence: trendConfidence(percentage),
    games,
    winRate: games ? Math.round((1000 * (wins ?? 0)) / games) / 10 : null,
  };
}

export interface TeamTrendLists {
  team_name: string;
  team_code: string;
  /** What fans call the team (LAA for the code ANA). */
  team_abbreviation?: string;
  positive: string[];
  negative: string[];
  later?: TrendLater[];
}

export interface KeyTrend extends DerivedTrend {
  /** Its record in the games after it was found, when recorded. */
  later: TrendLater | null;
  teamName: string;
  teamCode: string;
  /** The team's abbreviation, for the screen. */
  teamLabel: string;
}

/**
 * The strongest trends of a game across both teams: positive trends by win rate, then concerns by how
 * badly the team fares; at most `limit` (4 on the dashboard card, 2 on landing and prediction cards).
 */
export function keyTrends(teams: readonly TeamTrendLists[], limit: number): KeyTrend[] {
  const tagged = (team: TeamTrendLists, texts: string[], positive: boolean) =>
    texts.map((text) => ({
      ...deriveTrend(text, positive),
      teamName: team.team_name,
      teamCode: team.team_code,
      teamLabel: team.team_abbreviation ?? team.team_code,
      later: team.later?.find((l) => l.trend === text && l.positive === positive) ?? null,
    }));
  const positives = teams.flatMap((team) => tagged(team, team.positive, true));
  const concerns = teams.flatMap((team) => tagged(team, team.negative, false));
  positives.sort((a, b) => b.percentage - a.percentage);
  concerns.sort((a, b) => a.percentage - b.percentage);
  return [...positives, ...concerns].slice(0, limit);
}

/** "Since found (16 May 2023): 8-7 · holding up", with "· likely noise" when the day's correction says so. */
export function laterText(later: TrendLater): string {
  const date = formatDayMonthYear(later.found);
  const noise = later.likely_noise ? ' · likely noise' : '';
  return `Since found (${date}): ${later.wins}-${later.losses} · ${TREND_LABEL_WORDS[later.label]}${noise}`;
}
