/**
 * Builds data/nba, data/nfl and data/nhl (the compact per-league data the product ships) from the shared files:
 *   npx tsx scripts/derive-leagues.ts [--source ../../shared/data] [--league nba]
 * Run by hand when the sources change; the output is committed. Nothing at run time reads the sources.
 */
import path from 'node:path';
import { loadLeagueFolder, loadNbaPlayerNames } from '../src/model/leagues/sources';
import { leagueDataDir, writeLeagueData } from '../src/model/leagues/shipped';
import { NEW_LEAGUES, type NewLeague } from '../src/model/leagues/types';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const source = path.resolve(flag('--source') ?? path.resolve(__dirname, '../../../shared/data'));
const only = flag('--league');
const leagues: readonly NewLeague[] = only ? [only as NewLeague] : NEW_LEAGUES;

for (const league of leagues) {
  const dir = path.join(source, league);
  const games = loadLeagueFolder(league, dir);
  writeLeagueData(league, games, leagueDataDir(league), league === 'nba' ? loadNbaPlayerNames(dir) : undefined);
  const seasons = [...new Set(games.map((g) => g.season))];
  console.log(`${league}: ${games.length} games, seasons ${seasons[0]}–${seasons.at(-1)}`);
}
