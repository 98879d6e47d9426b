/** A team as every league's lookups give it (MLB's TeamDirectory and the other leagues' TeamIndex). */
export interface TeamFacts {
  code: string;
  abbreviation: string;
  name: string;
  nickname: string;
  city: string;
  /** MLB's AL/NL, another league's conference. */
  league: string;
  division: string;
}

/** Resolves a spelling a caller or a source uses to a league's team code. */
export interface TeamLookup {
  readonly teams: readonly TeamFacts[];
  /** Our code for a spelling, or the input itself (upper case) when unknown. */
  resolve(spelling: string): string;
  get(spelling: string): TeamFacts | undefined;
}

/** A league's teams by code, abbreviation, full name and nickname (the NBA, NFL and NHL; MLB has TeamDirectory). */
export class TeamAliases implements TeamLookup {
  private readonly byCode = new Map<string, TeamFacts>();
  private readonly aliases = new Map<string, string>();

  constructor(readonly teams: readonly TeamFacts[]) {
    for (const team of teams) this.byCode.set(team.code, team);
    for (const team of teams)
      for (const alias of [team.nickname, team.name, team.abbreviation, team.code])
        this.aliases.set(alias.toUpperCase(), team.code);
  }

  resolve(spelling: string): string {
    const key = spelling.trim().toUpperCase();
    return this.aliases.get(key) ?? key;
  }

  get(spelling: string): TeamFacts | undefined {
    return this.byCode.get(this.resolve(spelling));
  }
}
