/**
 * The NBA's, NFL's and NHL's common implementation of the League interface: one engine (leagues/team-sport/model.ts,
 * the trends of leagues/team-sport/situations.ts), the shipped data of data/<league>/ and the back-test of a
 * folder laid out as ../shared/data/<league>/. A league on this engine gives what differs in its folder: profile,
 * model constants and who plays, situations and the reader of its source files.
 */
import fs from 'node:fs';
import { TeamAliases } from '../../api/teams/lookup';
import { backtestOutcome, leagueElo, leaguePricedGames } from './backtest';
import { marketBacktestOutcome, marketPooledReport } from '../../data/backtest/markets';
import { blendSeasons } from '../../data/backtest/blend-score';
import { formatNested, nestedRows } from '../../data/backtest/nested-report';
import { formatPooled, pooledBySample } from '../../data/backtest/samples';
import { seedLeague, storedLeagueGames, teamIdentities } from './seed';
import type { TeamSportModel } from './model';
import { chooseVariant, choiceWords, nestedWalk, teamSportSelection } from './nested';
import { trendTeams } from './teams';
import type { LeagueGame } from './types';
import type { MarketConstants } from '../../model/markets/league-markets';
import { computeLeagueRows, type LeagueComputeInput } from './compute';
import { leagueSeasonSides } from './explorer';
import type { SituationRules } from './situations';
import type { LeagueProfile } from '../../registry/profiles';
import type { League } from '../league';

export interface TeamSportSpec {
  profile: LeagueProfile;
  model: TeamSportModel;
  /** The spread's and the total's distributions (model/markets/league-markets.ts). */
  markets: MarketConstants;
  situations: SituationRules;
  /** Reads a folder laid out as ../shared/data/<league>/ (the back-test's and derive-leagues' input). */
  loadFolder(dir: string): LeagueGame[];
  /** Players' names by id from that folder, where its who-plays input names players by id only (the NBA's). */
  loadPlayerNames?(dir: string): Map<string, string>;
  /** Its live feed adapter (its folder's feed.ts). */
  feed: League['feed'];
}

export interface TeamSportLeague extends League<LeagueComputeInput> {
  readonly engine: TeamSportSpec;
}

function readFolder(spec: TeamSportSpec, dir: string): LeagueGame[] {
  if (!fs.existsSync(dir)) throw new Error(`${spec.model.league}: no data folder ${dir}`);
  return spec.loadFolder(dir);
}

export function teamSportLeague(spec: TeamSportSpec): TeamSportLeague {
  const id = spec.model.league;
  return {
    id,
    profile: spec.profile,
    engine: spec,
    teams: () => new TeamAliases(teamIdentities(spec.model.teams)),
    seed: (db, dataDir, logger) => seedLeague(db, id, spec.model.teams, dataDir, logger),
    computeInput: async (db, { today, due }) => ({
      games: await storedLeagueGames(db, id, today),
      teams: [...trendTeams(spec.model.teams)],
      due,
    }),
    computeRows: (input) => computeLeagueRows(spec, input),
    backtest: ({ data, season, market = 'moneyline' }) =>
      market === 'moneyline'
        ? backtestOutcome(spec, readFolder(spec, data), season)
        : marketBacktestOutcome(spec, readFolder(spec, data), season, market),
    pooledBacktest: (data, market = 'moneyline') => {
      const games = readFolder(spec, data);
      if (market !== 'moneyline') return { report: marketPooledReport(spec, games, market), warnings: [] };
      const selection = teamSportSelection(spec.model);
      const walk = nestedWalk(selection, games);
      const priced = leaguePricedGames(spec, games, walk.pHome);
      const pooled = formatPooled(id, pooledBySample(id, priced));
      // The first season only warms the ratings: the blend's history starts after it.
      const blend = blendSeasons(priced, Math.min(...games.map((g) => g.season)) + 1);
      const next = chooseVariant(selection, games, Math.max(...games.map((g) => g.season)) + 1);
      const nested = formatNested(id, nestedRows(walk, priced, leagueElo(spec.model, games)));
      const served = `for the season after the data, ${next.season}: ${choiceWords(next, selection)}`;
      return { report: [pooled, blend, nested, served].join('\n'), warnings: [] };
    },
    seasonSides: (db) => leagueSeasonSides(db, id, spec.situations, spec.model.teams),
    feed: spec.feed,
  };
}
