import type { TrendTeam } from './situations';
import type { League } from './types';

/**
 * The reference table of the NBA, NFL and NHL teams: today's code, name, city, conference and division
 * (today's alignment for every season), the home arena's approximate coordinates and standard UTC offset (for
 * travel and time zones), and the franchise's earlier identities (code, name, city) with the last season
 * (year it starts) each was used. Codes are the ones fans and the leagues' feeds use today.
 */
export interface LeagueTeam {
  league: League;
  code: string;
  name: string;
  city: string;
  conference: string;
  division: string;
  lat: number;
  lon: number;
  /** Standard-time UTC offset in hours. */
  utcOffset: number;
  /** First season the franchise played (expansion teams since 2010). */
  firstSeason?: number;
  history?: { until: number; code: string; name: string; city: string; lat: number; lon: number; utcOffset: number }[];
  /** Other spellings the sources use for this franchise (any season). */
  aliases?: string[];
}

type Row = [
  code: string,
  city: string,
  nickname: string,
  conference: string,
  division: string,
  lat: number,
  lon: number,
  utc: number,
];

const rows = (league: League, list: Row[]): LeagueTeam[] =>
  list.map(([code, city, nickname, conference, division, lat, lon, utcOffset]) => ({
    league,
    code,
    name: `${city} ${nickname}`,
    city,
    conference,
    division,
    lat,
    lon,
    utcOffset,
  }));

const NBA = rows('nba', [
  ['ATL', 'Atlanta', 'Hawks', 'East', 'Southeast', 33.76, -84.4, -5],
  ['BOS', 'Boston', 'Celtics', 'East', 'Atlantic', 42.37, -71.06, -5],
  ['BKN', 'Brooklyn', 'Nets', 'East', 'Atlantic', 40.68, -73.97, -5],
  ['CHA', 'Charlotte', 'Hornets', 'East', 'Southeast', 35.23, -80.84, -5],
  ['CHI', 'Chicago', 'Bulls', 'East', 'Central', 41.88, -87.67, -6],
  ['CLE', 'Cleveland', 'Cavaliers', 'East', 'Central', 41.5, -81.69, -5],
  ['DAL', 'Dallas', 'Mavericks', 'West', 'Southwest', 32.79, -96.81, -6],
  ['DEN', 'Denver', 'Nuggets', 'West', 'Northwest', 39.75, -105.01, -7],
  ['DET', 'Detroit', 'Pistons', 'East', 'Central', 42.34, -83.06, -5],
  ['GSW', 'Golden State', 'Warriors', 'West', 'Pacific', 37.77, -122.39, -8],
  ['HOU', 'Houston', 'Rockets', 'West', 'Southwest', 29.75, -95.36, -6],
  ['IND', 'Indiana', 'Pacers', 'East', 'Central', 39.76, -86.16, -5],
  ['LAC', 'Los Angeles', 'Clippers', 'West', 'Pacific', 34.04, -118.27, -8],
  ['LAL', 'Los Angeles', 'Lakers', 'West', 'Pacific', 34.04, -118.27, -8],
  ['MEM', 'Memphis', 'Grizzlies', 'West', 'Southwest', 35.14, -90.05, -6],
  ['MIA', 'Miami', 'Heat', 'East', 'Southeast', 25.78, -80.19, -5],
  ['MIL', 'Milwaukee', 'Bucks', 'East', 'Central', 43.05, -87.92, -6],
  ['MIN', 'Minnesota', 'Timberwolves', 'West', 'Northwest', 44.98, -93.28, -6],
  ['NOP', 'New Orleans', 'Pelicans', 'West', 'Southwest', 29.95, -90.08, -6],
  ['NYK', 'New York', 'Knicks', 'East', 'Atlantic', 40.75, -73.99, -5],
  ['OKC', 'Oklahoma City', 'Thunder', 'West', 'Northwest', 35.46, -97.52, -6],
  ['ORL', 'Orlando', 'Magic', 'East', 'Southeast', 28.54, -81.38, -5],
  ['PHI', 'Philadelphia', '76ers', 'East', 'Atlantic', 39.9, -75.17, -5],
  ['PHX', 'Phoenix', 'Suns', 'West', 'Pacific', 33.45, -112.07, -7],
  ['POR', 'Portland', 'Trail Blazers', 'West', 'Northwest', 45.53, -122.67, -8],
  ['SAC', 'Sacramento', 'Kings', 'West', 'Pacific', 38.58, -121.5, -8],
  ['SAS', 'San Antonio', 'Spurs', 'West', 'Southwest', 29.43, -98.44, -6],
  ['TOR', 'Toronto', 'Raptors', 'East', 'Atlantic', 43.64, -79.38, -5],
  ['UTA', 'Utah', 'Jazz', 'West', 'Northwest', 40.77, -111.9, -7],
  ['WAS', 'Washington', 'Wizards', 'East', 'Southeast', 38.9, -77.02, -5],
]);

const NFL = rows('nfl', [
  ['ARI', 'Arizona', 'Cardinals', 'NFC', 'NFC West', 33.53, -112.26, -7],
  ['ATL', 'Atlanta', 'Falcons', 'NFC', 'NFC South', 33.76, -84.4, -5],
  ['BAL', 'Baltimore', 'Ravens', 'AFC', 'AFC North', 39.28, -76.62, -5],
  ['BUF', 'Buffalo', 'Bills', 'AFC', 'AFC East', 42.77, -78.79, -5],
  ['CAR', 'Carolina', 'Panthers', 'NFC', 'NFC South', 35.23, -80.85, -5],
  ['CHI', 'Chicago', 'Bears', 'NFC', 'NFC North', 41.86, -87.62, -6],
  ['CIN', 'Cincinnati', 'Bengals', 'AFC', 'AFC North', 39.1, -84.52, -5],
  ['CLE', 'Cleveland', 'Browns', 'AFC', 'AFC North', 41.51, -81.7, -5],
  ['DAL', 'Dallas', 'Cowboys', 'NFC', 'NFC East', 32.75, -97.09, -6],
  ['DEN', 'Denver', 'Broncos', 'AFC', 'AFC West', 39.74, -105.02, -7],
  ['DET', 'Detroit', 'Lions', 'NFC', 'NFC North', 42.34, -83.05, -5],
  ['GB', 'Green Bay', 'Packers', 'NFC', 'NFC North', 44.5, -88.06, -6],
  ['HOU', 'Houston', 'Texans', 'AFC', 'AFC South', 29.68, -95.41, -6],
  ['IND', 'Indianapolis', 'Colts', 'AFC', 'AFC South', 39.76, -86.16, -5],
  ['JAX', 'Jacksonville', 'Jaguars', 'AFC', 'AFC South', 30.32, -81.64, -5],
  ['KC', 'Kansas City', 'Chiefs', 'AFC', 'AFC West', 39.05, -94.48, -6],
  ['LV', 'Las Vegas', 'Raiders', 'AFC', 'AFC West', 36.09, -115.18, -8],
  ['LAC', 'Los Angeles', 'Chargers', 'AFC', 'AFC West', 33.95, -118.34, -8],
  ['LAR', 'Los Angeles', 'Rams', 'NFC', 'NFC West', 33.95, -118.34, -8],
  ['MIA', 'Miami', 'Dolphins', 'AFC', 'AFC East', 25.96, -80.24, -5],
  ['MIN', 'Minnesota', 'Vikings', 'NFC', 'NFC North', 44.97, -93.26, -6],
  ['NE', 'New England', 'Patriots', 'AFC', 'AFC East', 42.09, -71.26, -5],
  ['NO', 'New Orleans', 'Saints', 'NFC', 'NFC South', 29.95, -90.08, -6],
  ['NYG', 'New York', 'Giants', 'NFC', 'NFC East', 40.81, -74.07, -5],
  ['NYJ', 'New York', 'Jets', 'AFC', 'AFC East', 40.81, -74.07, -5],
  ['PHI', 'Philadelphia', 'Eagles', 'NFC', 'NFC East', 39.9, -75.17, -5],
  ['PIT', 'Pittsburgh', 'Steelers', 'AFC', 'AFC North', 40.45, -80.02, -5],
  ['SF', 'San Francisco', '49ers', 'NFC', 'NFC West', 37.4, -121.97, -8],
  ['SEA', 'Seattle', 'Seahawks', 'NFC', 'NFC West', 47.6, -122.33, -8],
  ['TB', 'Tampa Bay', 'Buccaneers', 'NFC', 'NFC South', 27.98, -82.5, -5],
  ['TEN', 'Tennessee', 'Titans', 'AFC', 'AFC South', 36.17, -86.77, -6],
  ['WAS', 'Washington', 'Commanders', 'NFC', 'NFC East', 38.91, -76.86, -5],
]);

const NHL = rows('nhl', [
  ['ANA', 'Anaheim', 'Ducks', 'West', 'Pacific', 33.81, -117.88, -8],
  ['BOS', 'Boston', 'Bruins', 'East', 'Atlantic', 42.37, -71.06, -5],
  ['BUF', 'Buffalo', 'Sabres', 'East', 'Atlantic', 42.88, -78.88, -5],
  ['CGY', 'Calgary', 'Flames', 'West', 'Pacific', 51.04, -114.05, -7],
  ['CAR', 'Carolina', 'Hurricanes', 'East', 'Metropolitan', 35.8, -78.72, -5],
  ['CHI', 'Chicago', 'Blackhawks', 'West', 'Central', 41.88, -87.67, -6],
  ['COL', 'Colorado', 'Avalanche', 'West', 'Central', 39.75, -105.01, -7],
  ['CBJ', 'Columbus', 'Blue Jackets', 'East', 'Metropolitan', 39.97, -83.01, -5],
  ['DAL', 'Dallas', 'Stars', 'West', 'Central', 32.79, -96.81, -6],
  ['DET', 'Detroit', 'Red Wings', 'East', 'Atlantic', 42.34, -83.06, -5],
  ['EDM', 'Edmonton', 'Oilers', 'West', 'Pacific', 53.55, -113.5, -7],
  ['FLA', 'Florida', 'Panthers', 'East', 'Atlantic', 26.16, -80.33, -5],
  ['LAK', 'Los Angeles', 'Kings', 'West', 'Pacific', 34.04, -118.27, -8],
  ['MIN', 'Minnesota', 'Wild', 'West', 'Central', 44.94, -93.1, -6],
  ['MTL', 'Montreal', 'Canadiens', 'East', 'Atlantic', 45.5, -73.57, -5],
  ['NSH', 'Nashville', 'Predators', 'West', 'Central', 36.16, -86.78, -6],
  ['NJD', 'New Jersey', 'Devils', 'East', 'Metropolitan', 40.73, -74.17, -5],
  ['NYI', 'New York', 'Islanders', 'East', 'Metropolitan', 40.72, -73.59, -5],
  ['NYR', 'New York', 'Rangers', 'East', 'Metropolitan', 40.75, -73.99, -5],
  ['OTT', 'Ottawa', 'Senators', 'East', 'Atlantic', 45.3, -75.93, -5],
  ['PHI', 'Philadelphia', 'Flyers', 'East', 'Metropolitan', 39.9, -75.17, -5],
  ['PIT', 'Pittsburgh', 'Penguins', 'East', 'Metropolitan', 40.44, -79.99, -5],
  ['SJS', 'San Jose', 'Sharks', 'West', 'Pacific', 37.33, -121.9, -8],
  ['SEA', 'Seattle', 'Kraken', 'West', 'Pacific', 47.62, -122.35, -8],
  ['STL', 'St. Louis', 'Blues', 'West', 'Central', 38.63, -90.2, -6],
  ['TBL', 'Tampa Bay', 'Lightning', 'East', 'Atlantic', 27.94, -82.45, -5],
  ['TOR', 'Toronto', 'Maple Leafs', 'East', 'Atlantic', 43.64, -79.38, -5],
  ['UTA', 'Utah', 'Hockey Club', 'West', 'Central', 40.77, -111.9, -7],
  ['VAN', 'Vancouver', 'Canucks', 'West', 'Pacific', 49.28, -123.11, -8],
  ['VGK', 'Vegas', 'Golden Knights', 'West', 'Pacific', 36.1, -115.18, -8],
  ['WSH', 'Washington', 'Capitals', 'East', 'Metropolitan', 38.9, -77.02, -5],
  ['WPG', 'Winnipeg', 'Jets', 'West', 'Central', 49.89, -97.14, -6],
]);

type Change = Partial<LeagueTeam> & Pick<LeagueTeam, 'league' | 'code'>;

/** Moves, renames, expansion and every other spelling of the sources (lower-case codes, full names). */
const CHANGES: Change[] = [
  {
    league: 'nba',
    code: 'BKN',
    aliases: ['BRK', 'NJN', 'New Jersey Nets'],
    history: [
      { until: 2011, code: 'NJN', name: 'New Jersey Nets', city: 'Newark', lat: 40.73, lon: -74.17, utcOffset: -5 },
    ],
  },
  { league: 'nba', code: 'CHA', aliases: ['CHO', 'Charlotte Bobcats'] },
  {
    league: 'nba',
    code: 'NOP',
    aliases: ['NO', 'NOH', 'New Orleans Hornets'],
    history: [
      {
        until: 2012,
        code: 'NOH',
        name: 'New Orleans Hornets',
        city: 'New Orleans',
        lat: 29.95,
        lon: -90.08,
        utcOffset: -6,
      },
    ],
  },
  { league: 'nba', code: 'PHX', aliases: ['PHO'] },
  { league: 'nba', code: 'GSW', aliases: ['GS'] },
  { league: 'nba', code: 'NYK', aliases: ['NY'] },
  { league: 'nba', code: 'SAS', aliases: ['SA'] },
  { league: 'nba', code: 'UTA', aliases: ['UTAH'] },
  { league: 'nba', code: 'WAS', aliases: ['WSH'] },
  { league: 'nba', code: 'LAC', aliases: ['Los Angeles Clippers', 'LA Clippers'] },
  {
    league: 'nfl',
    code: 'LV',
    aliases: ['OAK', 'Oakland Raiders', 'Las Vegas Raiders'],
    history: [
      { until: 2019, code: 'OAK', name: 'Oakland Raiders', city: 'Oakland', lat: 37.75, lon: -122.2, utcOffset: -8 },
    ],
  },
  {
    league: 'nfl',
    code: 'LAC',
    aliases: ['SD', 'San Diego Chargers'],
    history: [
      {
        until: 2016,
        code: 'SD',
        name: 'San Diego Chargers',
        city: 'San Diego',
        lat: 32.78,
        lon: -117.12,
        utcOffset: -8,
      },
    ],
  },
  {
    league: 'nfl',
    code: 'LAR',
    aliases: ['LA', 'STL', 'St. Louis Rams'],
    history: [
      { until: 2015, code: 'STL', name: 'St. Louis Rams', city: 'St. Louis', lat: 38.63, lon: -90.19, utcOffset: -6 },
    ],
  },
  { league: 'nfl', code: 'WAS', aliases: ['WSH', 'Washington Redskins', 'Washington Football Team'] },
  {
    league: 'nhl',
    code: 'UTA',
    firstSeason: 2024,
    aliases: ['ARI', 'PHX', 'Arizona Coyotes', 'Phoenix Coyotes', 'Utah Mammoth', 'UTAH'],
    history: [
      { until: 2013, code: 'PHX', name: 'Phoenix Coyotes', city: 'Glendale', lat: 33.53, lon: -112.26, utcOffset: -7 },
      { until: 2023, code: 'ARI', name: 'Arizona Coyotes', city: 'Glendale', lat: 33.53, lon: -112.26, utcOffset: -7 },
    ],
  },
  {
    league: 'nhl',
    code: 'WPG',
    aliases: ['ATL', 'Atlanta Thrashers'],
    history: [
      { until: 2010, code: 'ATL', name: 'Atlanta Thrashers', city: 'Atlanta', lat: 33.76, lon: -84.4, utcOffset: -5 },
    ],
  },
  { league: 'nhl', code: 'SEA', firstSeason: 2021 },
  { league: 'nhl', code: 'VGK', firstSeason: 2017, aliases: ['VEG'] },
  { league: 'nhl', code: 'LAK', aliases: ['LA', 'L.A'] },
  { league: 'nhl', code: 'NJD', aliases: ['NJ', 'N.J'] },
  { league: 'nhl', code: 'SJS', aliases: ['SJ', 'S.J'] },
  { league: 'nhl', code: 'TBL', aliases: ['TB', 'T.B'] },
  { league: 'nhl', code: 'MTL', aliases: ['Montréal Canadiens'] },
  { league: 'nhl', code: 'STL', aliases: ['St Louis Blues'] },
];

function withChanges(teams: LeagueTeam[]): LeagueTeam[] {
  return teams.map((team) => {
    const change = CHANGES.find((c) => c.league === team.league && c.code === team.code);
    return change ? { ...team, ...change } : team;
  });
}

/** The team tables of the leagues on this engine (MLB's teams are data/teams.csv). */
export const LEAGUE_TEAMS: Partial<Record<League, LeagueTeam[]>> = {
  nba: withChanges(NBA),
  nfl: withChanges(NFL),
  nhl: withChanges(NHL),
};

/** A league's team table; throws for a league that has none here. */
export function teamsOf(league: League): LeagueTeam[] {
  const teams = LEAGUE_TEAMS[league];
  if (!teams) throw new Error(`${league}: no team table in leagues/team-sport/teams.ts`);
  return teams;
}

/** Conference and division of every code a league's games use, old codes (OAK, SD, STL…) included. */
export function trendTeams(league: League): Map<string, TrendTeam> {
  const map = new Map<string, TrendTeam>();
  for (const t of teamsOf(league))
    for (const code of [t.code, ...(t.history ?? []).map((h) => h.code)])
      map.set(code, { conference: t.conference, division: t.division });
  return map;
}

/** How a team was known in one season: its code, name and home. */
export interface SeasonIdentity {
  franchise: string;
  code: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  utcOffset: number;
}

export function identityIn(team: LeagueTeam, season: number): SeasonIdentity {
  const past = (team.history ?? []).find((h) => season <= h.until);
  const { code, name, city, lat, lon, utcOffset } = past ?? team;
  return { franchise: team.code, code, name, city, lat, lon, utcOffset };
}

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Finds teams by any spelling of the sources: today's or an old code, a full name, old or new. */
export class TeamIndex {
  private readonly byKey = new Map<string, LeagueTeam>();
  private readonly byCode = new Map<string, LeagueTeam>();

  constructor(readonly league: League) {
    for (const team of teamsOf(league)) {
      const keys = [
        team.code,
        team.name,
        ...(team.aliases ?? []),
        ...(team.history ?? []).flatMap((h) => [h.code, h.name]),
      ];
      for (const key of keys) this.byKey.set(normalise(key), team);
      this.byCode.set(team.code, team);
    }
  }

  /** The team a source's spelling names, or undefined. */
  find(spelling: string): LeagueTeam | undefined {
    return this.byKey.get(normalise(spelling));
  }

  /** The team, as known in `season`; throws on a spelling no team has (a source changed: say so). */
  in(spelling: string, season: number): SeasonIdentity {
    const team = this.find(spelling);
    if (!team) throw new Error(`${this.league}: unknown team "${spelling}"`);
    return identityIn(team, season);
  }

  /** The franchise (today's code) of a season-accurate code such as OAK or NJN. */
  franchise(code: string): string {
    return this.find(code)?.code ?? code;
  }

  all(): LeagueTeam[] {
    return [...this.byCode.values()];
  }
}
