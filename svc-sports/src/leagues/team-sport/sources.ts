/**
 * Loaders of the public files laid out as ../shared/data/<league>/ (same file names and columns; later seasons
 * appended) into LeagueGame[]. Each source's quirks are handled here, once: OddsPortal's today's-names for past
 * seasons, basketball-reference's and Kaggle's codes, the 2020 bubbles as neutral sites, overtime and shootouts
 * from whichever file knows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvLine, parseCsvRecords, splitLines } from '../../data/csv';
import { TeamIndex } from './teams';
import type { Extra, LeagueGame, NamedPlayer, PlayerMinutes } from './types';

/** Both sides' named starters from a row's ids and names; null when the row names neither. */
export function namedStarters(
  awayId: string,
  awayName: string,
  homeId: string,
  homeName: string,
): { away: NamedPlayer | null; home: NamedPlayer | null } | null {
  const player = (id: string, name: string): NamedPlayer | null => (id ? { id, name } : null);
  return awayId || homeId ? { away: player(awayId, awayName), home: player(homeId, homeName) } : null;
}

export function gameId(date: string, away: string, home: string): string {
  return `${date}-${away}-${home}-0`;
}

/** The UTC instant of a US Eastern wall-clock time (the NFL's `gametime`). */
export function easternInstant(date: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  const guess = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), h, m);
  // Eastern is UTC−5 or UTC−4: take the offset the zone has at that moment.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess + 5 * 3600_000));
  const offset = Number(parts.find((p) => p.type === 'hour')!.value) === h ? 5 : 4;
  return new Date(guess + offset * 3600_000).toISOString().replace('.000Z', 'Z');
}

/** "7:30 PM" → "19:30"; null for anything else. */
function twentyFourHourClock(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ?([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12 || Number(match[2]) > 59) return null;
  const hour24 = (hour % 12) + (match[3].toUpperCase() === 'P' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${match[2]}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** OddsPortal's "04 Oct 2010" (the US date of the game). */
function oddsPortalDate(text: string): string {
  const [d, mon, y] = text.trim().split(/\s+/);
  const month = MONTHS.indexOf(mon) + 1;
  if (!month || !y) throw new Error(`unreadable OddsPortal date "${text}"`);
  return `${y}-${String(month).padStart(2, '0')}-${d.padStart(2, '0')}`;
}

function moneyline(text: string | undefined): number | null {
  const n = Number((text ?? '').trim());
  return (text ?? '').trim() !== '' && Number.isFinite(n) && Math.abs(n) >= 100 ? n : null;
}

const score = (text: string | undefined) => ((text ?? '').trim() === '' ? null : Number(text));
const num = (text: string | undefined) =>
  (text ?? '').trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

function read(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

function filesMatching(dir: string, pattern: RegExp): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => pattern.test(f))
        .sort()
    : [];
}

/** Days when a league played in a bubble, every game at a neutral site. */
const BUBBLES: Record<'nba' | 'nhl', [string, string]> = {
  nba: ['2020-07-30', '2020-10-11'],
  nhl: ['2020-08-01', '2020-09-28'],
};

// ---------------------------------------------------------------- NFL

/** The nflverse row's spread and total prices and the kick-off weather, each only where the row has it. */
export function nflMarketColumns(
  r: Record<string, string>,
): Pick<LeagueGame, 'spreadPrices' | 'totalPrices' | 'weather'> {
  const price = (text: string | undefined) => {
    const n = num(text);
    return n !== null && Math.abs(n) >= 100 ? n : null;
  };
  const [home, away, over, under] = [r.home_spread_odds, r.away_spread_odds, r.over_odds, r.under_odds].map(price);
  const roof = (r.roof ?? '').trim();
  return {
    ...(home !== null && away !== null ? { spreadPrices: { home, away } } : {}),
    ...(over !== null && under !== null ? { totalPrices: { over, under } } : {}),
    ...(roof
      ? { weather: { temp: num(r.temp), wind: num(r.wind), indoor: roof === 'dome' || roof === 'closed' } }
      : {}),
  };
}

export function loadNfl(dir: string): LeagueGame[] {
  const teams = new TeamIndex('nfl');
  const files = filesMatching(dir, /^games_\d{4}_\d{4}\.csv$/);
  if (files.length === 0) throw new Error(`no games_YYYY_YYYY.csv in ${dir}`);
  const games = new Map<string, LeagueGame>();
  for (const file of files)
    for (const r of parseCsvRecords(read(dir, file))) {
      const season = Number(r.season);
      const away = teams.in(r.away_team, season).code;
      const home = teams.in(r.home_team, season).code;
      const homeMl = moneyline(r.home_moneyline);
      const awayMl = moneyline(r.away_moneyline);
      const id = gameId(r.gameday, away, home);
      games.set(id, {
        league: 'nfl',
        id,
        season,
        date: r.gameday,
        start: r.gametime ? easternInstant(r.gameday, r.gametime) : null,
        away,
        home,
        neutral: r.location === 'Neutral',
        playoff: r.game_type !== 'REG',
        awayScore: score(r.away_score),
        homeScore: score(r.home_score),
        extra: r.overtime === '1' ? 'OT' : null,
        extraKnown: r.overtime === '0' || r.overtime === '1',
        odds: homeMl !== null && awayMl !== null ? { homeMoneyline: homeMl, awayMoneyline: awayMl } : null,
        spread: num(r.spread_line),
        total: num(r.total_line),
        starters: namedStarters(r.away_qb_id, r.away_qb_name, r.home_qb_id, r.home_qb_name),
        players: null,
        ...nflMarketColumns(r),
      });
    }
  return sortGames([...games.values()]);
}

// ---------------------------------------------------------------- OddsPortal (NBA, NHL)

const KEPT_TYPES = new Set(['Regular', 'Play Offs', 'Promotion - Play Offs', 'Placement Group']);

function loadOddsPortal(league: 'nba' | 'nhl', text: string, teams: TeamIndex): LeagueGame[] {
  const out = new Map<string, LeagueGame>();
  const [from, to] = BUBBLES[league];
  for (const r of parseCsvRecords(text)) {
    if (!KEPT_TYPES.has(r.season_type)) continue;
    const seasonMatch = /-(\d{4})-\d{4}\//.exec(r.game_url);
    if (!seasonMatch) throw new Error(`${league}: no season in "${r.game_url}"`);
    const season = Number(seasonMatch[1]);
    const date = oddsPortalDate(r.date);
    const home = teams.in(r.team_1, season).code;
    const away = teams.in(r.team_2, season).code;
    const homeMl = moneyline(r.moneyline_1);
    const awayMl = moneyline(r.moneyline_2);
    const id = gameId(date, away, home);
    out.set(id, {
      league,
      id,
      season,
      date,
      start: null,
      away,
      home,
      neutral: r.neutral === '1' || (date >= from && date <= to),
      playoff: r.season_type !== 'Regular',
      awayScore: score(r.points_2),
      homeScore: score(r.points_1),
      extra: null,
      extraKnown: false,
      odds: homeMl !== null && awayMl !== null ? { homeMoneyline: homeMl, awayMoneyline: awayMl } : null,
      spread: null,
      total: null,
      starters: null,
      players: null,
    });
  }
  return [...out.values()];
}

function oddsPortalFile(dir: string, league: string): string {
  const file = filesMatching(dir, new RegExp(`^oddsportal_${league}_\\d{4}_\\d{4}\\.csv$`)).at(-1);
  if (!file) throw new Error(`no oddsportal_${league}_YYYY_YYYY.csv in ${dir}`);
  return read(dir, file);
}

/** Games keyed by date and the two franchises, for joining files that spell teams differently. */
function joinKey(teams: TeamIndex, date: string, away: string, home: string): string {
  return `${date}|${teams.franchise(away)}|${teams.franchise(home)}`;
}

// ---------------------------------------------------------------- NBA

/**
 * A box-score row of a player on the active list announced before tip-off: he played, or he was listed and sat as
 * the coach's decision (basketball-reference's "Did Not Play"). Inactive players and those who did not dress, were
 * not with the team or were suspended were out before the game.
 */
function onActiveList(r: Record<string, string>): boolean {
  return r.status === 'played' || (r.status === 'dnp' && r.reason === 'Did Not Play');
}

export function loadNba(dir: string): LeagueGame[] {
  const teams = new TeamIndex('nba');
  const games = loadOddsPortal('nba', oddsPortalFile(dir, 'nba'), teams);
  const byKey = new Map(games.map((g) => [joinKey(teams, g.date, g.away, g.home), g]));

  // Spreads, totals and overtime from the "NBA Betting Data" set.
  for (const file of filesMatching(dir, /^nba_betting_\d{4}_\d{4}\.csv$/))
    for (const r of parseCsvRecords(read(dir, file))) {
      const game = byKey.get(joinKey(teams, r.date, r.away, r.home));
      if (!game) continue;
      const spread = num(r.spread);
      game.spread = spread === null ? null : r.whos_favored === 'home' ? spread : -spread;
      game.total = num(r.total);
      game.extra = (num(r.ot_home) ?? 0) + (num(r.ot_away) ?? 0) > 0 ? 'OT' : null;
      game.extraKnown = true;
    }

  // Who was active, and for how long each played (basketball-reference box scores).
  const playersDir = path.join(dir, 'players');
  for (const file of filesMatching(playersDir, /^nba_bbref_player_box_\d{4}-\d{2}\.csv$/)) {
    const lineups = new Map<string, { away: PlayerMinutes[]; home: PlayerMinutes[] }>();
    for (const r of parseCsvRecords(read(playersDir, file))) {
      if (!onActiveList(r)) continue;
      // To the tenth of a minute, as shipped; a coach's decision is active with 0 minutes.
      const minutes = r.status === 'played' ? Math.round(Number(r.mp_sec) / 6) / 10 : 0;
      const key = joinKey(teams, r.game_date, r.away_team, r.home_team);
      let lineup = lineups.get(key);
      if (!lineup) lineups.set(key, (lineup = { away: [], home: [] }));
      (r.is_home === '1' ? lineup.home : lineup.away).push({ id: r.player_id, minutes });
    }
    for (const [key, lineup] of lineups) {
      const game = byKey.get(key);
      if (game && lineup.home.length > 0 && lineup.away.length > 0) game.players = lineup;
    }
  }
  return sortGames(games);
}

// ---------------------------------------------------------------- NHL

const extraOf = (text: string): Extra => (/SO/i.test(text) ? 'SO' : /OT/i.test(text) ? 'OT' : null);

const EUROPEAN_ARENAS =
  /Hartwall|^O2 |Globen|Ericsson|Avicii|Scandinavium|Tele2|Hallenstadion|SAP Arena|Mercedes-Benz Arena/;

/**
 * Each game's starting goaltenders (keyed `date|away|home`) from the goalie files' rows, whatever order the files
 * come in: the NHL's own starter flag wherever a row carries one (fastRhockey's `starter`, the Kaggle file's
 * `starter_fastRhockey`); else the one goalie his team used. A team that used two goalies in a game without a flag
 * gets none: which of them started is not recorded, and the files' `starter_inferred` guesses it from the goals
 * each allowed, an in-game statistic. The model then takes the team's last starter, as before any unannounced game.
 * Names are the Kaggle files' (full) where they name the goalie, else the row's ("J. Saros").
 */
function startingGoalies(rows: Record<string, string>[]): Map<string, NonNullable<LeagueGame['starters']>> {
  const fullNames = new Map<string, string>();
  const teamGames = new Map<string, { flagged: Set<string>; played: Set<string> }>();
  for (const r of rows) {
    if (r.game_start_utc !== undefined) fullNames.set(r.goalie_id, r.goalie_name);
    const key = `${r.game_date}|${r.away_team}|${r.home_team}|${r.is_home}`;
    const teamGame = teamGames.get(key) ?? { flagged: new Set<string>(), played: new Set<string>() };
    teamGames.set(key, teamGame);
    if ((r.starter ?? r.starter_fastRhockey) === '1') teamGame.flagged.add(r.goalie_id);
    // fastRhockey lists the dressed backup too, with no time on ice ("00:00"); Kaggle only goalies who played.
    const onIce = r.toi_sec !== undefined ? Number(r.toi_sec) > 0 : r.toi !== '00:00';
    if (onIce) teamGame.played.add(r.goalie_id);
  }
  const names = new Map(rows.map((r) => [r.goalie_id, fullNames.get(r.goalie_id) ?? r.goalie_name]));
  const out = new Map<string, NonNullable<LeagueGame['starters']>>();
  for (const [key, { flagged, played }] of teamGames) {
    const [id] = flagged.size === 1 ? flagged : played.size === 1 ? played : [];
    if (!id) continue;
    const game = key.slice(0, key.lastIndexOf('|'));
    const starters = out.get(game) ?? { away: null, home: null };
    out.set(game, starters);
    starters[key.endsWith('|1') ? 'home' : 'away'] = { id, name: names.get(id)! };
  }
  return out;
}

export function loadNhl(dir: string): LeagueGame[] {
  const teams = new TeamIndex('nhl');
  const games = loadOddsPortal('nhl', oddsPortalFile(dir, 'nhl'), teams);
  const byKey = new Map(games.map((g) => [joinKey(teams, g.date, g.away, g.home), g]));

  // Overtime and shootouts 2010-11 – 2018-19, with the start instant (the "NHL Game Data" set).
  const outcomesDir = path.join(dir, 'outcomes_2010_2019');
  if (fs.existsSync(path.join(outcomesDir, 'game.csv'))) {
    const abbreviation = new Map(
      parseCsvRecords(read(outcomesDir, 'team_info.csv')).map((t) => [t.team_id, t.abbreviation]),
    );
    for (const r of parseCsvRecords(read(outcomesDir, 'game.csv'))) {
      const away = abbreviation.get(r.away_team_id);
      const home = abbreviation.get(r.home_team_id);
      if (!away || !home) continue;
      // `date_time` is the UTC date: the local date is the UTC instant moved by the venue's offset.
      const offset = Number(r.venue_time_zone_offset) || -5;
      const local = new Date(Date.parse(r.date_time_GMT) + offset * 3600_000).toISOString().slice(0, 10);
      const game = byKey.get(joinKey(teams, local, away, home));
      if (!game) continue;
      game.extra = extraOf(r.outcome.replace(/^.* win /, ''));
      game.extraKnown = true;
      if (r.date_time_GMT) game.start = r.date_time_GMT;
      // The Global Series (Helsinki, Stockholm, Prague…): OddsPortal flags none of these seasons' games.
      if (EUROPEAN_ARENAS.test(r.venue)) game.neutral = true;
    }
  }

  // 2021-22 on: Hockey-Reference's season exports (nhl_YYYY.csv, YYYY = the year the season ends), with the
  // start in US Eastern time ("7:00 PM"; a Seattle home game is listed at 10:00 PM).
  const refDir = path.join(dir, 'hockeyref');
  for (const file of filesMatching(refDir, /^nhl_\d{4}\.csv$/)) {
    const lines = splitLines(read(refDir, file));
    for (const line of lines.slice(1)) {
      // Columns: Date, Time, Visitor, G, Home, G, (OT/SO), Att., LOG, Notes — two share a name, so by position.
      const [date, time, visitor, , home, , extra] = parseCsvLine(line);
      if (!teams.find(visitor) || !teams.find(home)) continue;
      const game = byKey.get(joinKey(teams, date, visitor, home));
      if (!game) continue;
      game.extra = extraOf(extra ?? '');
      game.extraKnown = true;
      const clock = twentyFourHourClock(time ?? '');
      if (!game.start && clock) game.start = easternInstant(date, clock);
    }
  }

  // Starting goaltenders, as known at puck drop (startingGoalies).
  const goalieDir = path.join(dir, 'goalies');
  const goalieRows = filesMatching(goalieDir, /^nhl_goalie_(games_kaggle|box_fastRhockey)_\d{4}-\d{2}\.csv$/).flatMap(
    (file) => parseCsvRecords(read(goalieDir, file)),
  );
  for (const [key, starters] of startingGoalies(goalieRows)) {
    const game = byKey.get(joinKey(teams, ...(key.split('|') as [string, string, string])));
    if (game) game.starters = starters;
  }
  for (const r of goalieRows) {
    const game = byKey.get(joinKey(teams, r.game_date, r.away_team, r.home_team));
    if (game && !game.start && r.game_start_utc) game.start = r.game_start_utc;
  }
  return sortGames(games);
}

export function sortGames(games: LeagueGame[]): LeagueGame[] {
  return games.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** NBA players' names by basketball-reference id, from the box-score files. */
export function loadNbaPlayerNames(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  const playersDir = path.join(dir, 'players');
  for (const file of filesMatching(playersDir, /^nba_bbref_player_box_\d{4}-\d{2}\.csv$/))
    for (const r of parseCsvRecords(read(playersDir, file))) if (onActiveList(r)) names.set(r.player_id, r.player_name);
  return names;
}
