/**
 * The NBA's, NFL's and NHL's common implementation of the League interface: one engine (model/leagues/model.ts,
 * the trends of model/trends/league-situations.ts), the shipped data of data/<league>/ and the back-test of a
 * folder laid out as ../shared/data/<league>/. A league on this engine gives what differs in its folder: profile,
 * model constants and who plays, situations and the reader of its source files.
 */
import fs from 'node:fs';
import { TeamAliases } from '../api/teams/lookup';
import { backtestOutcome, leaguePricedGames } from '../data/backtest/leagues';
import { formatPooled, pooledBySample } from '../data/backtest/samples';
import { blendSeasons } from '../data/backtest/blend-score';
import { seedLeague, storedLeagueGames, teamIdentities } from '../data/seed/league';
import type { TeamSportModel } from '../model/leagues/model';
import { trendTeams } from '../model/leagues/teams';
import type { LeagueGame } from '../model/leagues/types';
import { computeLeagueRows, type LeagueComputeInput } from '../model/predictions/league-compute';
import type { SituationRules } from '../model/trends/league-situations';
import type { LeagueProfile } from '../registry/profiles';
import type { League } from './league';

export interface TeamSportSpec {
  profile: LeagueProfile;
  model: TeamSportModel;
  situations: SituationRules;
  /** Reads a folder laid out as ../shared/data/<league>/ (the back-test's and derive-leagues' input). */
  loadFolder(dir: string): LeagueGame[];
  /** Players' names by id from that folder, where its who-plays input names players by id only (the NBA's). */
  loadPlayerNames?(dir: string): Map<string, string>;
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
    teams: () => new TeamAliases(teamIdentities(id)),
    seed: (db, dataDir, logger) => seedLeague(db, id, dataDir, logger),
    computeInput: async (db, { today, due }) => ({
      games: await storedLeagueGames(db, id, today),
      teams: [...trendTeams(id)],
      due,
    }),
    computeRows: (input) => computeLeagueRows(spec, input),
    backtest: ({ data, season }) => backtestOutcome(spec, readFolder(spec, data), season),
    pooledBacktest: (data) => {
      const games = readFolder(spec, data);
      const priced = leaguePricedGames(spec, games);
      // The first season only warms the ratings: the blend's history starts after it.
      const from = Math.min(...games.map((g) => g.season)) + 1;
      return {
        report: [formatPooled(id, pooledBySample(id, priced)), blendSeasons(priced, from)].join('\n'),
        warnings: [],
      };
    },
  };
}
