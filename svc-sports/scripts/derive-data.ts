/**
 * Builds svc-sports/data (the compact dataset the product ships) from the shared source data:
 *   npm run derive-data -w svc-sports -- [--source ../../shared/data/mlb]
 * Run by hand when the sources change; the output is committed. Nothing at run time reads the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvLine, parseCsvRecords, splitLines, toCsv } from '../src/data/csv';
import { parseGameLog } from '../src/leagues/mlb/retrosheet';
import { parseOddsFile } from '../src/leagues/mlb/odds';
import type { Game } from '../src/data/games';
import { attachOdds, gameFromLog } from '../src/leagues/mlb/game-log';
import { seasonToCsv, sortGames } from '../src/leagues/mlb/dataset';
import { OPENING_LINES_FILE, openingLinesToCsv } from '../src/leagues/mlb/opening-lines';
import { TeamDirectory, type Team } from '../src/leagues/mlb/reference';
import { parseRetrosplits, playersToCsv } from '../src/leagues/mlb/splits';

const args = process.argv.slice(2);
const sourceFlag = args.indexOf('--source');
const source = path.resolve(
  sourceFlag >= 0 ? args[sourceFlag + 1] : path.resolve(__dirname, '../../../shared/data/mlb'),
);
const out = path.resolve(__dirname, '../data');

/** Approximate ballpark coordinates (for travel distances only). */
const PARK_COORDINATES: Record<string, [number, number]> = {
  ANA01: [33.8, -117.88],
  ARL02: [32.75, -97.08],
  ARL03: [32.75, -97.08],
  ATL02: [33.73, -84.39],
  ATL03: [33.89, -84.47],
  BAL12: [39.28, -76.62],
  BIR01: [33.5, -86.85],
  BOS07: [42.35, -71.1],
  BUF05: [42.88, -78.87],
  CHI11: [41.95, -87.66],
  CHI12: [41.83, -87.63],
  CIN09: [39.1, -84.51],
  CLE08: [41.5, -81.69],
  DEN02: [39.76, -104.99],
  DET05: [42.34, -83.05],
  DUN01: [28.0, -82.79],
  DYE01: [42.5, -91.06],
  FTB01: [35.14, -79.0],
  HOU03: [29.76, -95.36],
  KAN06: [39.05, -94.48],
  LON01: [51.54, -0.02],
  LOS03: [34.07, -118.24],
  MEX02: [19.4, -99.08],
  MIA01: [25.96, -80.24],
  MIA02: [25.78, -80.22],
  MIL06: [43.03, -87.97],
  MIN04: [44.98, -93.28],
  MNT01: [25.72, -100.31],
  NYC20: [40.76, -73.85],
  NYC21: [40.83, -73.93],
  OAK01: [37.75, -122.2],
  OMA01: [41.27, -95.93],
  PHI13: [39.91, -75.17],
  PHO01: [33.45, -112.07],
  PIT08: [40.45, -80.01],
  SAN02: [32.71, -117.16],
  SEA03: [47.59, -122.33],
  SEO01: [37.5, 126.87],
  SFO03: [37.78, -122.39],
  SJU01: [18.42, -66.07],
  STL10: [38.62, -90.19],
  STP01: [27.77, -82.65],
  SYD01: [-33.89, 151.22],
  TOK01: [35.71, 139.75],
  TOR02: [43.64, -79.39],
  WAS11: [38.87, -77.01],
  WIL02: [41.24, -77.0],
};

function read(rel: string): string {
  return fs.readFileSync(path.join(source, rel), 'utf8');
}

function shortDivision(division: string): string {
  return division.replace('American League', 'AL').replace('National League', 'NL');
}

function buildTeams(): Team[] {
  const retroTeams = new Map(parseCsvRecords(read('retrosheet/teams_mlb_2010_2024.csv')).map((r) => [r.TEAM, r]));
  return parseCsvRecords(read('reference/team_crosswalk.csv')).map((r) => {
    const altCodes = r.retrosheet_alt ? [r.retrosheet_alt.split(' ')[0]] : [];
    // The Athletics are ATH in MLB's and Retrosheet's codes from 2025; they stay one franchise here.
    if (r.retrosheet === 'OAK') altCodes.push('ATH');
    const division = shortDivision(r.division);
    return {
      code: r.retrosheet,
      altCodes,
      mlbId: Number(r.mlb_id),
      abbreviation: r.mlb_abbrev_2024,
      name: r.mlb_name_2024,
      nickname: r.mlb_team_name,
      city: retroTeams.get(r.retrosheet)?.CITY ?? r.mlb_location,
      league: division.slice(0, 2) as 'AL' | 'NL',
      division,
      sbrCode: r.sbr_code,
      scoresAndOddsCode: r.grdavis_code,
      fiveThirtyEightCode: r.fte_elo_code,
      fiveThirtyEightNickname: r.fte_cow_nickname,
    };
  });
}

function main(): void {
  const teamList = buildTeams();
  const teams = new TeamDirectory(teamList);
  const logFiles = fs
    .readdirSync(path.join(source, 'retrosheet'))
    .filter((f) => /^GL\d{4}\.TXT$/i.test(f))
    .sort();
  const pitcherNames = new Map<string, string>();
  const batters = new Map<string, { name: string; season: number }>();
  const games: Game[] = [];
  for (const file of logFiles) {
    const text = read(`retrosheet/${file}`);
    for (const entry of parseGameLog(text)) {
      for (const p of [entry.awayStarter, entry.homeStarter]) if (p) pitcherNames.set(p.id, p.name);
      games.push(gameFromLog(entry, teams));
    }
    // Starting nines' names (id, name, position from field 106 and 133), so live lineups match by name.
    for (const line of splitLines(text)) {
      const f = parseCsvLine(line);
      for (const start of [105, 132])
        for (let slot = 0; slot < 9; slot++) {
          const [id, name] = [f[start + 3 * slot], f[start + 3 * slot + 1]];
          if (id && name) batters.set(id, { name, season: Number(f[0].slice(0, 4)) });
        }
    }
  }
  sortGames(games);

  // Closing lines from SBR first (2010-2021, with its run line and the total's over/under prices where it has them),
  // then ScoresAndOdds fills 2022-2023 and SBR's gaps (moneyline and total only).
  for (const file of [
    'odds/sbr_mlb_odds_2010_2019_cswaters.csv',
    'odds/sbr_mlb_odds_2018_2021_with_pitchers.csv',
    'odds/scoresandodds_2018_2023.csv',
  ]) {
    const report = attachOdds(games, parseOddsFile(read(file)), teams);
    console.log(file, report);
  }

  fs.mkdirSync(path.join(out, 'games'), { recursive: true });
  const seasons = [...new Set(games.map((g) => g.season))];
  for (const season of seasons) {
    const seasonGames = games.filter((g) => g.season === season);
    fs.writeFileSync(path.join(out, 'games', `${season}.csv`), seasonToCsv(seasonGames));
    const count = (has: (g: Game) => unknown) => seasonGames.filter(has).length;
    console.log(
      `${season}: ${seasonGames.length} games, ${count((g) => g.odds)} with a moneyline, ` +
        `${count((g) => g.odds?.runLine)} with a run line, ${count((g) => g.odds?.totalPrices)} with total prices`,
    );
  }
  // The archive's opening lines of the games whose listed line is its close: the line movement and CLV's open.
  fs.writeFileSync(path.join(out, 'games', OPENING_LINES_FILE), openingLinesToCsv(games));

  // Players' regular seasons from the Chadwick Bureau retrosplits (ODbL/DbCL: its NOTICE travels with the copy).
  fs.mkdirSync(path.join(out, 'players'), { recursive: true });
  const splitFiles = fs.readdirSync(path.join(source, 'retrosplits'));
  for (const file of splitFiles.filter((f) => /^batting-platoon-\d{4}\.csv$/.test(f)).sort()) {
    const season = file.slice(-8, -4);
    const players = [
      ...parseRetrosplits(read(`retrosplits/${file}`), 'bat'),
      ...parseRetrosplits(read(`retrosplits/pitching-platoon-${season}.csv`), 'pitch'),
    ];
    fs.writeFileSync(path.join(out, 'players', `${season}.csv`), playersToCsv(players));
    console.log(`players ${season}: ${players.length}`);
  }
  fs.copyFileSync(path.join(source, 'retrosplits/NOTICE.txt'), path.join(out, 'players', 'NOTICE.txt'));

  fs.writeFileSync(
    path.join(out, 'pitchers.csv'),
    toCsv(
      ['id', 'name'],
      [...pitcherNames.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );

  fs.writeFileSync(
    path.join(out, 'batters.csv'),
    toCsv(
      ['id', 'name', 'last_season'],
      [...batters.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, b]) => [id, b.name, b.season]),
    ),
  );

  fs.writeFileSync(
    path.join(out, 'teams.csv'),
    toCsv(
      [
        'code',
        'alt_codes',
        'mlb_id',
        'abbreviation',
        'name',
        'nickname',
        'city',
        'league',
        'division',
        'sbr_code',
        'scoresandodds_code',
        'fivethirtyeight_code',
        'fivethirtyeight_nickname',
      ],
      teamList.map((t) => [
        t.code,
        t.altCodes.join(' '),
        t.mlbId,
        t.abbreviation,
        t.name,
        t.nickname,
        t.city,
        t.league,
        t.division,
        t.sbrCode,
        t.scoresAndOddsCode,
        t.fiveThirtyEightCode,
        t.fiveThirtyEightNickname,
      ]),
    ),
  );

  const parkRecords = [
    ...parseCsvRecords(read('retrosheet/parkcode.txt')),
    ...parseCsvRecords(read('retrosheet/parkcode_additions_2019_2024.csv')),
  ];
  const parkInfo = new Map(parkRecords.map((r) => [r.PARKID, r]));
  const homeGamesAt = new Map<string, Map<string, number>>();
  for (const g of games) {
    const counts = homeGamesAt.get(g.park) ?? new Map<string, number>();
    counts.set(g.home, (counts.get(g.home) ?? 0) + 1);
    homeGamesAt.set(g.park, counts);
  }
  const parkRows = [...homeGamesAt.keys()].sort().map((id) => {
    const info = parkInfo.get(id);
    const [tenant, count] = [...homeGamesAt.get(id)!.entries()].sort((a, b) => b[1] - a[1])[0];
    const coords = PARK_COORDINATES[id];
    if (!coords) console.warn(`no coordinates for park ${id}`);
    // A park is a team's home only when it hosts a season's worth of that team's games.
    return [id, info?.NAME.trim() ?? id, info?.CITY ?? '', coords?.[0], coords?.[1], count >= 20 ? tenant : ''];
  });
  fs.writeFileSync(path.join(out, 'parks.csv'), toCsv(['id', 'name', 'city', 'lat', 'lon', 'tenant'], parkRows));
  console.log(
    `${games.length} games, ${pitcherNames.size} pitchers, ${batters.size} batters, ${parkRows.length} parks written to ${out}`,
  );
}

main();
