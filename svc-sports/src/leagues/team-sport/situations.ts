import { SPORTS_TIMEZONE } from '@vantage/contracts/sports';
import { ATOMS, trendKeys, type Situation } from '../../model/trends/conditions';
import { TrendEngine, type TeamTrends } from '../../model/trends/engine';

/** What the trends of the NBA, NFL and NHL read of a game: known before it, except `result`. */
export interface TrendGame {
  id: string;
  season: number;
  date: string;
  home: string;
  away: string;
  /** ISO instant of the start when known (the NFL's primetime). */
  startTime: string | null;
  odds: { homeMoneyline: number; awayMoneyline: number } | null;
  /** Null until the game is played (or while the clock has not reached it). */
  result: { homeScore: number; awayScore: number } | null;
}

/** A team's conference (TeamRow.league) and division. */
export interface TrendTeam {
  conference: string;
  division: string;
}

/** Where each league's situations differ (each league's folder, src/leagues/<league>, gives its own). */
export interface SituationRules {
  /** Consecutive home or road games that make a home stand or road trip worth naming. */
  venueStreak: number;
  /** Games played before "vs winning/losing teams" means anything. */
  opponentRecordAfter: number;
  /** NBA, NHL: consecutive nights. NFL: a short week (≤ 5 days since the last game), after a bye (≥ 13). */
  rest: (daysOff: number | null) => string | null;
  /** NFL: a night kickoff. */
  primetime: boolean;
}

export const SITUATION_WORDS = {
  backToBack: 'on the second night of a back-to-back',
  restAdvantage: 'with more rest than the opponent',
  restDisadvantage: 'with less rest than the opponent',
  shortWeek: 'on a short week',
  afterBye: 'after a bye week',
  primetime: 'in primetime',
  conference: 'vs conference opponents',
  nonConference: 'vs non-conference opponents',
  winningStreak: 'on a 3+ game winning streak',
  losingStreak: 'on a 3+ game losing streak',
  winningTeams: 'vs winning teams',
  losingTeams: 'vs losing teams',
} as const;

/** The NBA's and NHL's rest situation: the second of consecutive nights. */
export const nightlyRest = (daysOff: number | null) => (daysOff === 0 ? SITUATION_WORDS.backToBack : null);

const ordinal = (n: number) => (n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
/** "in the 3rd+ straight home game" */
export const venueStreakWords = (home: boolean, n: number) =>
  `in the ${ordinal(n)}+ straight ${home ? 'home' : 'road'} game`;

const easternHour = new Intl.DateTimeFormat('en-US', { timeZone: SPORTS_TIMEZONE, hour: 'numeric', hour12: false });
/** A kickoff at 8 PM Eastern or later. */
function isPrimetime(startTime: string | null): boolean {
  return startTime !== null && Number(easternHour.format(new Date(startTime))) >= 20;
}

interface Played {
  date: string;
  home: boolean;
  /** null for a tie */
  won: boolean | null;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A team's games of one season so far, and what they make of its next game's situation. */
class SeasonLog {
  readonly games: Played[] = [];
  get wins() {
    return this.games.filter((g) => g.won === true).length;
  }
  get losses() {
    return this.games.filter((g) => g.won === false).length;
  }
  /** Days off before a game on `date` (0 = the day after its last game); null for its first. */
  daysOff(date: string): number | null {
    const last = this.games[this.games.length - 1];
    return last ? daysBetween(last.date, date) - 1 : null;
  }
  /** +n for n straight wins, −n for n straight losses (a tie ends a streak). */
  streak(): number {
    let n = 0;
    for (let i = this.games.length - 1; i >= 0; i--) {
      const won = this.games[i].won;
      if (won === null || (n > 0 && !won) || (n < 0 && won)) break;
      n += won ? 1 : -1;
    }
    return n;
  }
  /** How many games in a row, this one included, at home (or on the road). */
  venueRun(home: boolean): number {
    let n = 1;
    for (let i = this.games.length - 1; i >= 0 && this.games[i].home === home; i--) n++;
    return n;
  }
  lastTen(): boolean[] {
    return this.games
      .filter((g) => g.won !== null)
      .slice(-10)
      .map((g) => g.won!);
  }
}

/** One side of a game in the situation it was in before the game, as the trend explorer reads it. */
export interface SideSituation {
  situation: Situation;
  daysOff: number | null;
}

/** Both sides' trends of one game, and their situations. */
export interface GameTrends {
  home: TeamTrends;
  away: TeamTrends;
  situations: { home: SideSituation; away: SideSituation };
}

/**
 * The NBA's, NFL's and NHL's situational trends, walked forward like MLB's: the same engine, keys, minimum sample
 * and string format, with each league's situations (back-to-backs and rest, short weeks, byes and primetime,
 * home stands and road trips, division and conference games). A date's games read only results of earlier dates.
 */
export class LeagueTrends {
  private readonly engine = new TrendEngine();
  private readonly logs = new Map<string, SeasonLog>();

  constructor(
    private readonly rules: SituationRules,
    private readonly teams: Map<string, TrendTeam>,
  ) {}

  private log(team: string, season: number): SeasonLog {
    const key = `${team}|${season}`;
    let log = this.logs.get(key);
    if (!log) {
      log = new SeasonLog();
      this.logs.set(key, log);
    }
    return log;
  }

  /** The situation of one side before the game. */
  situation(game: TrendGame, isHome: boolean): SideSituation {
    const team = isHome ? game.home : game.away;
    const opponent = isHome ? game.away : game.home;
    const log = this.log(team, game.season);
    const opponentLog = this.log(opponent, game.season);
    const others: string[] = [];
    let price: Situation['price'] = null;
    if (game.odds && game.odds.homeMoneyline !== game.odds.awayMoneyline)
      price = game.odds.homeMoneyline < game.odds.awayMoneyline === isHome ? 'favourite' : 'underdog';
    const previous = log.games[log.games.length - 1];
    if (previous && previous.won !== null) others.push(previous.won ? ATOMS.afterWin : ATOMS.afterLoss);
    const streak = log.streak();
    if (streak >= 3) others.push(SITUATION_WORDS.winningStreak);
    if (streak <= -3) others.push(SITUATION_WORDS.losingStreak);
    const run = log.venueRun(isHome);
    if (run >= this.rules.venueStreak) others.push(venueStreakWords(isHome, this.rules.venueStreak));
    const daysOff = log.daysOff(game.date);
    const rest = this.rules.rest(daysOff);
    if (rest) others.push(rest);
    const opponentDaysOff = opponentLog.daysOff(game.date);
    if (daysOff !== null && opponentDaysOff !== null && daysOff !== opponentDaysOff)
      others.push(daysOff > opponentDaysOff ? SITUATION_WORDS.restAdvantage : SITUATION_WORDS.restDisadvantage);
    if (this.rules.primetime && isPrimetime(game.startTime)) others.push(SITUATION_WORDS.primetime);
    const mine = this.teams.get(team);
    const theirs = this.teams.get(opponent);
    if (mine && theirs) {
      if (mine.division === theirs.division) others.push(ATOMS.divisionRivals);
      else
        others.push(mine.conference === theirs.conference ? SITUATION_WORDS.conference : SITUATION_WORDS.nonConference);
    }
    if (
      opponentLog.wins + opponentLog.losses >= this.rules.opponentRecordAfter &&
      opponentLog.wins !== opponentLog.losses
    )
      others.push(opponentLog.wins > opponentLog.losses ? SITUATION_WORDS.winningTeams : SITUATION_WORDS.losingTeams);
    return { situation: { venue: isHome ? 'Home' : 'Away', price, others }, daysOff };
  }

  /**
   * Walks `games` (date order) and calls `visit` with each game's trends before it; a date's results are learned
   * once every game of that date was visited (and its trends' noise marked).
   */
  walk(games: TrendGame[], visit: (game: TrendGame, trends: GameTrends) => void): void {
    for (let start = 0; start < games.length;) {
      let end = start;
      while (end < games.length && games[end].date === games[start].date) end++;
      const day = games.slice(start, end);
      start = end;
      const evaluated = day.map((game) => {
        const home = this.situation(game, true);
        const away = this.situation(game, false);
        const keysOf = (s: SideSituation) => trendKeys(s.situation);
        this.pending.set(game.id, { home: keysOf(home), away: keysOf(away) });
        const records = (team: string, s: SideSituation) =>
          this.engine.records(team, game.season, keysOf(s), this.log(team, game.season).lastTen(), game.date);
        return {
          game,
          trends: { home: records(game.home, home), away: records(game.away, away), situations: { home, away } },
        };
      });
      // The day's searched situations are all in: its trends learn which of them are likely noise.
      this.engine.closeDay();
      for (const { game, trends } of evaluated) visit(game, trends);
      for (const game of day) this.learn(game);
    }
  }

  private readonly pending = new Map<string, { home: string[]; away: string[] }>();

  private learn(game: TrendGame): void {
    const keys = this.pending.get(game.id)!;
    this.pending.delete(game.id);
    const r = game.result;
    if (!r) return;
    const homeWon = r.homeScore === r.awayScore ? null : r.homeScore > r.awayScore;
    if (homeWon !== null) {
      this.engine.learn(game.home, game.season, keys.home, homeWon);
      this.engine.learn(game.away, game.season, keys.away, !homeWon);
    }
    this.log(game.home, game.season).games.push({ date: game.date, home: true, won: homeWon });
    this.log(game.away, game.season).games.push({
      date: game.date,
      home: false,
      won: homeWon === null ? null : !homeWon,
    });
  }
}
