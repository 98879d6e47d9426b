/** A side's batting line in one game: what the other side's pitchers allowed. */
export interface BattingLine {
  ab: number;
  h: number;
  doubles: number;
  triples: number;
  hr: number;
  bb: number;
  hbp: number;
  so: number;
  sf: number;
}

export interface GameResult {
  awayScore: number;
  homeScore: number;
  outs: number | null;
  winningPitcher: string | null;
  losingPitcher: string | null;
  /** Date the result became known (later than the game date for suspended games). */
  knownOn: string;
  awayBatting: BattingLine | null;
  homeBatting: BattingLine | null;
}

export interface GameOdds {
  homeMoneyline: number;
  awayMoneyline: number;
  total: number | null;
  source: 'sbr' | 'soo' | 'provider';
  /** The archive's opening moneylines when the line above is its close (derive-data's opening-lines file). */
  opening?: { home: number; away: number } | null;
  /** The run line (runs the home side is favoured by) and its prices, where the archive gives them. */
  runLine?: RunLine | null;
  /** The total's over and under prices, where the archive gives them. */
  totalPrices?: { over: number; under: number } | null;
}

/** A run line: the runs the home side is favoured by (−1.5 when it is the underdog) and each side's price. */
export interface RunLine {
  homeFavouredBy: number;
  home: number;
  away: number;
}

/** A regular-season game as the model, trends and API see it. Team codes are our franchise codes. */
export interface Game {
  id: string;
  season: number;
  date: string;
  gameNumber: number;
  dayNight: 'D' | 'N' | null;
  /** Scheduled first pitch (ISO UTC) when the source knows it; Retrosheet only knows day or night. */
  startTime: string | null;
  away: string;
  home: string;
  park: string;
  awayStarter: string | null;
  homeStarter: string | null;
  result: GameResult | null;
  odds: GameOdds | null;
  /**
   * The starting nine of each side by batting order (Retrosheet ids; null for a player who could not be
   * matched), absent when no lineup is known: the model then predicts without its player features.
   */
  lineups?: { away: (string | null)[]; home: (string | null)[] } | null;
}

/** Stable, URL-safe id; the last six characters ("-NYA-1") name the home team and game number, unique within a day. */
export function gameId(date: string, away: string, home: string, gameNumber: number): string {
  return `${date}-${away}-${home}-${gameNumber}`;
}

const BATTING_KEYS = ['ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'hbp', 'so', 'sf'] as const;

export function battingToText(line: BattingLine | null | undefined): string {
  return line ? BATTING_KEYS.map((k) => line[k]).join(' ') : '';
}

export function battingFromText(text: string): BattingLine | null {
  if (!text) return null;
  const values = text.split(' ').map(Number);
  return Object.fromEntries(BATTING_KEYS.map((k, i) => [k, values[i]])) as unknown as BattingLine;
}

/** A starting nine as stored: ids by batting order, "-" for a player who could not be matched. */
export function lineupToText(lineup: (string | null)[]): string {
  return lineup.map((id) => id ?? '-').join(' ');
}

export function lineupFromText(text: string): (string | null)[] {
  return text.split(' ').map((id) => (id === '-' ? null : id));
}
