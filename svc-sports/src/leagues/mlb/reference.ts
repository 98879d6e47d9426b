import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords } from '../../data/csv';

/** A franchise, keyed by its current Retrosheet code (FLO is folded into MIA, ATH into OAK). */
export interface Team {
  code: string;
  altCodes: string[];
  mlbId: number;
  abbreviation: string; // MLB Stats API abbreviation (NYY, CWS…)
  name: string; // "New York Yankees"
  nickname: string; // "Yankees"
  city: string;
  league: 'AL' | 'NL';
  division: string; // "AL East"
  sbrCode: string;
  scoresAndOddsCode: string;
  fiveThirtyEightCode: string;
  fiveThirtyEightNickname: string;
}

export interface Park {
  id: string;
  name: string;
  city: string;
  lat: number | null;
  lon: number | null;
  /** Team that plays most of its home games here; a home team elsewhere has no real home field. */
  tenant: string | null;
}

/** The committed derived dataset (svc-sports/data); SPORTS_DATA_DIR overrides it. */
export function dataDir(): string {
  if (process.env.SPORTS_DATA_DIR) return process.env.SPORTS_DATA_DIR;
  const candidates = [
    path.resolve(__dirname, '../data'),
    path.resolve(__dirname, '../../../data'),
    path.resolve(process.cwd(), 'data'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'teams.csv')));
  if (!found) throw new Error(`svc-sports data directory not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function loadTeams(dir = dataDir()): Team[] {
  return parseCsvRecords(fs.readFileSync(path.join(dir, 'teams.csv'), 'utf8')).map((r) => ({
    code: r.code,
    altCodes: r.alt_codes ? r.alt_codes.split(' ') : [],
    mlbId: Number(r.mlb_id),
    abbreviation: r.abbreviation,
    name: r.name,
    nickname: r.nickname,
    city: r.city,
    league: r.league as 'AL' | 'NL',
    division: r.division,
    sbrCode: r.sbr_code,
    scoresAndOddsCode: r.scoresandodds_code,
    fiveThirtyEightCode: r.fivethirtyeight_code,
    fiveThirtyEightNickname: r.fivethirtyeight_nickname,
  }));
}

export function loadParks(dir = dataDir()): Park[] {
  return parseCsvRecords(fs.readFileSync(path.join(dir, 'parks.csv'), 'utf8')).map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    lat: r.lat ? Number(r.lat) : null,
    lon: r.lon ? Number(r.lon) : null,
    tenant: r.tenant || null,
  }));
}

/** Resolves every spelling a source uses (Retrosheet old codes, MLB, SBR, ScoresAndOdds, FiveThirtyEight) to our code. */
export class TeamDirectory {
  private readonly byCode = new Map<string, Team>();
  private readonly aliases = new Map<string, string>();
  private readonly byMlbId = new Map<number, Team>();

  constructor(readonly teams: Team[]) {
    for (const team of teams) {
      this.byCode.set(team.code, team);
      this.byMlbId.set(team.mlbId, team);
    }
    // Retrosheet spellings win over the others when two sources reuse a string.
    for (const team of teams) {
      for (const alias of [
        team.abbreviation,
        team.sbrCode,
        team.scoresAndOddsCode,
        team.fiveThirtyEightCode,
        team.nickname,
        team.fiveThirtyEightNickname,
      ])
        if (alias) this.aliases.set(alias.toUpperCase(), team.code);
    }
    for (const team of teams) for (const alt of team.altCodes) this.aliases.set(alt.toUpperCase(), team.code);
    for (const team of teams) this.aliases.set(team.code, team.code);
  }

  /** Our franchise code for a source's spelling, or the input itself when unknown (a new franchise keeps its code). */
  resolve(code: string): string {
    return this.aliases.get(code.trim().toUpperCase()) ?? code.trim().toUpperCase();
  }

  get(code: string): Team | undefined {
    return this.byCode.get(this.resolve(code));
  }

  byMlb(id: number): Team | undefined {
    return this.byMlbId.get(id);
  }

  /** A team by its full or short name ("New York Yankees", "Athletics"). */
  byName(name: string): Team | undefined {
    const wanted = name.trim().toLowerCase();
    return (
      this.teams.find((t) => t.name.toLowerCase() === wanted) ??
      this.teams.find((t) => wanted === t.nickname.toLowerCase() || wanted.endsWith(` ${t.nickname.toLowerCase()}`))
    );
  }

  sameDivision(a: string, b: string): boolean {
    const ta = this.get(a);
    const tb = this.get(b);
    return !!ta && !!tb && ta.division === tb.division;
  }
}

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
