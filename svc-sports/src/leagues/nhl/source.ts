/**
 * The NHL's source reader (../shared/data/nhl/): OddsPortal's games and moneylines, overtime, shootouts and start
 * instants from the "NHL Game Data" set and Hockey-Reference's exports, and the starting goaltenders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvLine, parseCsvRecords, splitLines } from '../../data/csv';
import {
  easternInstant,
  filesMatching,
  joinKey,
  loadOddsPortal,
  oddsPortalFile,
  read,
  sortGames,
  twentyFourHourClock,
} from '../team-sport/sources';
import { TeamIndex } from '../team-sport/teams';
import { NHL_TEAMS } from './profile';
import type { Extra, LeagueGame } from '../team-sport/types';

/** The 2020 bubble: every game at a neutral site. */
const BUBBLE: [string, string] = ['2020-08-01', '2020-09-28'];

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
  const teams = new TeamIndex('nhl', NHL_TEAMS);
  const games = loadOddsPortal('nhl', BUBBLE, oddsPortalFile(dir, 'nhl'), teams);
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
