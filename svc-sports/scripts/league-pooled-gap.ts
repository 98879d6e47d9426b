/**
 * The README's pooled figures of the NBA, NFL and NHL models: one walk-forward over the shipped data per league,
 * the Brier gap to the de-vigged moneylines on games with moneylines, seasons 2015–2021 (where constants are
 * chosen), pooled 2015–2023, and 2022 and 2023 on their own:
 *   npx tsx scripts/league-pooled-gap.ts [--league nba] [--constants '{"gain":0.03}' | --variants]
 * `--constants` overrides the league's model constants for one measurement (an attempt of the README's table);
 * `--variants` measures each variant of the league's menu (src/leagues/team-sport/nested.ts) fixed for every season.
 */
import { devigHome } from '@vantage/contracts/bet-rules';
import { teamSportLeagueOf, teamSportLeagues } from '../src/leagues/registry';
import { leaguePredictor, type LeagueModelConstants, type TeamSportModel } from '../src/leagues/team-sport/model';
import { constantsOf, menuOf } from '../src/leagues/team-sport/nested';
import { loadShippedLeague } from '../src/leagues/team-sport/shipped';
import type { LeagueGame } from '../src/leagues/team-sport/types';
import { homeResult } from '../src/leagues/team-sport/walk';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = flag('--league');
const leagues = only ? [teamSportLeagueOf(only)] : teamSportLeagues();
const overrides = JSON.parse(flag('--constants') ?? '{}');

/** Each variant of the league's menu with its constants fixed for every season (`--variants`), else the constants. */
const attempts = (model: TeamSportModel) =>
  args.includes('--variants')
    ? menuOf(model).map((v) => ({ name: v.name, constants: constantsOf(model, v) }))
    : [{ name: '', constants: { ...model.constants, ...overrides } }];

for (const { id: league, engine } of leagues) {
  const games = loadShippedLeague(league);
  for (const attempt of attempts(engine.model)) {
    const groups = measure(engine.model, attempt.constants, games);
    const gap = (key: string) => {
      const s = groups.get(key);
      return s ? ((s.model - s.market) / s.games).toFixed(5) : '—';
    };
    // A variant: one row of the README's table (pooled Brier, then the gaps: pooled, 2015–2021, 2022, 2023).
    if (attempt.name) {
      const pooled = groups.get('pooled 2015–2023')!;
      const cells = [
        (pooled.model / pooled.games).toFixed(4),
        ...['pooled 2015–2023', '2015–2021', '2022', '2023'].map(gap),
      ];
      console.log(`| ${league.toUpperCase()} | ${attempt.name} | ${cells.join(' | ')} |`);
      continue;
    }
    for (const [key, s] of [...groups].sort())
      console.log(
        `${league} ${key.padEnd(17)} ${String(s.games).padStart(6)} games  Brier ${(s.model / s.games).toFixed(4)}  market ${(s.market / s.games).toFixed(4)}  gap ${((s.model - s.market) / s.games).toFixed(5)}`,
      );
  }
}

function measure(model: TeamSportModel, constants: LeagueModelConstants, games: LeagueGame[]) {
  const predictor = leaguePredictor(model, constants);
  const pHome = new Map(predictor.predict(games).map((p) => [p.gameId, p.pHome]));
  const groups = new Map<string, { games: number; model: number; market: number }>();
  for (const g of games) {
    const y = homeResult(g);
    if (g.season < 2015 || !g.odds || (y !== 0 && y !== 1)) continue;
    const market = devigHome(g.odds.homeMoneyline, g.odds.awayMoneyline);
    for (const key of [g.season <= 2021 ? '2015–2021' : String(g.season), 'pooled 2015–2023']) {
      const s = groups.get(key) ?? { games: 0, model: 0, market: 0 };
      s.games++;
      s.model += (pHome.get(g.id)! - y) ** 2;
      s.market += (market - y) ** 2;
      groups.set(key, s);
    }
  }
  return groups;
}
