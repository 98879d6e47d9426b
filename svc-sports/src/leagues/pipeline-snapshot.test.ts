import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LEAGUES, type League } from '@vantage/contracts/sports-rules';
import { loadDataset } from './mlb/dataset';
import { loadParks, loadTeams } from './mlb/reference';
import { loadShippedLeague } from './team-sport/shipped';
import { hideResultsFrom } from '../model/predictions/recorder';
import type { ComputedRows } from '../model/predictions/compute';
import { asKnownOn, storageId } from './team-sport/compute';
import { trendTeams } from './team-sport/teams';
import { DATA_FOLDER } from '../paths';
import { leagueOf, teamSportLeagueOf } from './registry';

/**
 * The safety net of the league pipeline: every league's recorded rows (probability, margin, factors, trends,
 * inputs) over a fixed slice of the shipped data must stay byte-for-byte what the committed snapshot holds.
 * The snapshot keeps the rows of a few dates in full (readable in a diff) and a digest of every row of every
 * recorded season. `UPDATE_PIPELINE_SNAPSHOT=1` rewrites it, only for a change meant to move the predictions.
 */
const SNAPSHOT = path.join(__dirname, 'fixtures', 'pipeline-snapshot.json');

/**
 * A season and a half (two and a half for the NFL's short ones): the first season warms the ratings and is fitted
 * on; the next, up to `until`, is recorded (kept short so the test stays fast).
 */
const SLICE: Record<League, { first: number; until: string }> = {
  mlb: { first: 2022, until: '2023-05-15' },
  nba: { first: 2022, until: '2023-12-31' },
  nfl: { first: 2021, until: '2024-01-31' },
  nhl: { first: 2022, until: '2023-12-31' },
};
/** Dates shown in full: the recorded season's first, middle and last date with a game. */
const shownDates = (dates: string[]) => [dates[0], dates[Math.floor(dates.length / 2)], dates.at(-1)!];

/** MLB's input: its shipped seasons with the reference tables, as the recorder reads them from the database. */
function mlbInput(): { input: unknown; dates: Map<string, string> } {
  const { first, until } = SLICE.mlb;
  const games = loadDataset().games.filter((g) => g.season >= first && g.date <= until);
  const today = '2024-01-01';
  return {
    input: {
      games: hideResultsFrom(today, games),
      teams: loadTeams(),
      parks: loadParks(),
      since: `${first + 1}-01-01`,
      today,
      due: games.filter((g) => g.season > first).map((g) => g.id),
      storedPlayers: [],
    },
    dates: new Map(games.map((g) => [g.id, g.date])),
  };
}

/** A team-sport league's input: its shipped games, later results hidden. */
function teamSportInput(league: League): { input: unknown; dates: Map<string, string> } {
  const { first, until } = SLICE[league];
  const games = loadShippedLeague(league, path.join(DATA_FOLDER, league)).filter(
    (g) => g.season >= first && g.date <= until,
  );
  const today = '2025-01-01';
  return {
    input: {
      games: games.map((g) => asKnownOn(today, g)),
      teams: [...trendTeams(teamSportLeagueOf(league).engine.model.teams)],
      due: games.filter((g) => g.season > first).map((g) => storageId(league, g.id)),
    },
    dates: new Map(games.map((g) => [storageId(league, g.id), g.date])),
  };
}

const INPUTS: Record<League, () => { input: unknown; dates: Map<string, string> }> = {
  mlb: mlbInput,
  nba: () => teamSportInput('nba'),
  nfl: () => teamSportInput('nfl'),
  nhl: () => teamSportInput('nhl'),
};

function rowsOf(league: League): { rows: ComputedRows; dates: Map<string, string> } {
  const { input, dates } = INPUTS[league]();
  return { rows: leagueOf(league).computeRows(input), dates };
}

function snapshotOf(league: League) {
  const { rows, dates } = rowsOf(league);
  const recordedDates = [...new Set(rows.predictions.map((p) => dates.get(p.game_id as string)!))].sort();
  const shown = new Set(shownDates(recordedDates));
  const onShown = (r: Record<string, unknown>) => shown.has(dates.get(r.game_id as string)!);
  const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
  return {
    predictions: rows.predictions.length,
    teamTrends: rows.teamTrends.length,
    digest: { predictions: digest(rows.predictions), teamTrends: digest(rows.teamTrends) },
    shown: { predictions: rows.predictions.filter(onShown), teamTrends: rows.teamTrends.filter(onShown) },
  };
}

describe('every league’s recorded predictions', () => {
  const expected = fs.existsSync(SNAPSHOT) ? JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) : {};
  const actual: Record<string, unknown> = {};

  it.each(LEAGUES)('%s: byte-for-byte the committed snapshot', (league) => {
    actual[league] = snapshotOf(league);
    // Compared as text: a float that moves in its last bit fails.
    const text = JSON.stringify(actual[league], null, 1);
    if (process.env.UPDATE_PIPELINE_SNAPSHOT) return;
    expect(expected[league]).toBeDefined();
    expect(text).toBe(JSON.stringify(expected[league], null, 1));
  });

  afterAll(() => {
    if (!process.env.UPDATE_PIPELINE_SNAPSHOT) return;
    fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
    fs.writeFileSync(SNAPSHOT, JSON.stringify(actual, null, 1) + '\n');
  });
});
