/**
 * Builds data/nba, data/nfl and data/nhl (the compact per-league data the product ships) from the shared files:
 *   npx tsx scripts/derive-leagues.ts [--source ../../shared/data] [--league nba]
 * Run by hand when the sources change; the output is committed. Nothing at run time reads the sources.
 */
import path from 'node:path';
import { teamSportLeagueOf, teamSportLeagues } from '../src/leagues/registry';
import { leagueDataDir, writeLeagueData } from '../src/leagues/team-sport/shipped';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const source = path.resolve(flag('--source') ?? path.resolve(__dirname, '../../../shared/data'));
const only = flag('--league');
const leagues = only ? [teamSportLeagueOf(only)] : teamSportLeagues();

for (const { id, engine } of leagues) {
  const dir = path.join(source, id);
  const games = engine.loadFolder(dir);
  writeLeagueData(games, leagueDataDir(id), engine.loadPlayerNames?.(dir));
  const seasons = [...new Set(games.map((g) => g.season))];
  console.log(`${id}: ${games.length} games, seasons ${seasons[0]}–${seasons.at(-1)}`);
}
