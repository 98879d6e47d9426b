/** Completed-game records of teams and starting pitchers, as known at a point in time. */
export interface TeamResult {
  gameId: string;
  date: string;
  season: number;
  opponent: string;
  home: boolean;
  runsFor: number;
  runsAgainst: number;
  won: boolean;
  /** The opponent had a winning record before this game. */
  opponentWinning: boolean;
  /** Favourite by the moneyline; null when the game had no line. */
  favourite: boolean | null;
}

export interface WinLoss {
  wins: number;
  losses: number;
}

interface SeasonTotals {
  wins: number;
  losses: number;
  runsFor: number;
  runsAgainst: number;
}

/** Every team's results, with running totals so each question is answered without rescanning history. */
export class TeamRecords {
  private readonly results = new Map<string, TeamResult[]>();
  private readonly totals = new Map<string, SeasonTotals>();
  private readonly pairs = new Map<string, WinLoss>();
  private readonly classes = new Map<string, WinLoss>();

  history(team: string): TeamResult[] {
    return this.results.get(team) ?? [];
  }

  private counter<T>(map: Map<string, T>, key: string, make: () => T): T {
    let value = map.get(key);
    if (!value) {
      value = make();
      map.set(key, value);
    }
    return value;
  }

  add(team: string, result: TeamResult): void {
    const list = this.results.get(team) ?? [];
    list.push(result);
    this.results.set(team, list);
    const lost = !result.won && result.runsFor < result.runsAgainst;
    const totals = this.counter(this.totals, `${team}|${result.season}`, () => ({
      wins: 0,
      losses: 0,
      runsFor: 0,
      runsAgainst: 0,
    }));
    totals.runsFor += result.runsFor;
    totals.runsAgainst += result.runsAgainst;
    for (const wl of [
      totals,
      this.counter(this.pairs, `${team}|${result.opponent}|${result.season}`, () => ({ wins: 0, losses: 0 })),
      this.counter(this.classes, `${team}|${result.season}|${result.opponentWinning}`, () => ({ wins: 0, losses: 0 })),
    ]) {
      if (result.won) wl.wins++;
      else if (lost) wl.losses++;
    }
  }

  season(team: string, season: number): SeasonTotals {
    const t = this.totals.get(`${team}|${season}`);
    return t ? { ...t } : { wins: 0, losses: 0, runsFor: 0, runsAgainst: 0 };
  }

  /** This season's last `n` results, most recent last. */
  recent(team: string, season: number, n: number): TeamResult[] {
    const list = this.history(team);
    const out: TeamResult[] = [];
    for (let i = list.length - 1; i >= 0 && out.length < n && list[i].season === season; i--) out.unshift(list[i]);
    return out;
  }

  /** Current run of wins (positive) or losses (negative) this season. */
  streak(team: string, season: number): number {
    const list = this.history(team);
    let streak = 0;
    for (let i = list.length - 1; i >= 0 && list[i].season === season; i--) {
      const won = list[i].won;
      if (streak === 0) streak = won ? 1 : -1;
      else if (won === streak > 0) streak += won ? 1 : -1;
      else break;
    }
    return streak;
  }

  /** Results against one opponent in this and the previous season. */
  headToHead(team: string, opponent: string, season: number): WinLoss {
    const now = this.pairs.get(`${team}|${opponent}|${season}`);
    const before = this.pairs.get(`${team}|${opponent}|${season - 1}`);
    return { wins: (now?.wins ?? 0) + (before?.wins ?? 0), losses: (now?.losses ?? 0) + (before?.losses ?? 0) };
  }

  /** This season's record against winning (or losing) teams. */
  versusClass(team: string, season: number, winningOpponents: boolean): WinLoss {
    const wl = this.classes.get(`${team}|${season}|${winningOpponents}`);
    return { wins: wl?.wins ?? 0, losses: wl?.losses ?? 0 };
  }
}

export interface PitcherRecord {
  starts: number;
  wins: number;
  losses: number;
  careerStarts: number;
  lastStart: string | null;
}

export class PitcherRecords {
  private readonly records = new Map<string, PitcherRecord & { season: number }>();
  /** Starts by pitcher and season (`id:season`), every season kept. */
  private readonly seasonStarts = new Map<string, number>();

  /** The starts a pitcher made in a season (0 when none is known). */
  startsIn(id: string, season: number): number {
    return this.seasonStarts.get(`${id}:${season}`) ?? 0;
  }

  get(id: string | null, season: number): PitcherRecord {
    const r = id ? this.records.get(id) : undefined;
    if (!r) return { starts: 0, wins: 0, losses: 0, careerStarts: 0, lastStart: null };
    const season_ =
      r.season === season ? { starts: r.starts, wins: r.wins, losses: r.losses } : { starts: 0, wins: 0, losses: 0 };
    return { ...season_, careerStarts: r.careerStarts, lastStart: r.lastStart };
  }

  private entry(id: string, season: number): PitcherRecord & { season: number } {
    let r = this.records.get(id);
    if (!r) {
      r = { season, starts: 0, wins: 0, losses: 0, careerStarts: 0, lastStart: null };
      this.records.set(id, r);
    }
    if (r.season !== season) Object.assign(r, { season, starts: 0, wins: 0, losses: 0 });
    return r;
  }

  /** A start counts toward the starter's record; wins and losses go to the pitchers of record. */
  addStart(id: string, season: number, date: string): void {
    const r = this.entry(id, season);
    r.lastStart = date;
    r.starts++;
    r.careerStarts++;
    this.seasonStarts.set(`${id}:${season}`, this.startsIn(id, season) + 1);
  }

  addDecision(id: string, season: number, won: boolean): void {
    const r = this.entry(id, season);
    if (won) r.wins++;
    else r.losses++;
  }
}
