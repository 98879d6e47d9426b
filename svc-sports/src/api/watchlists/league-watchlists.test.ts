import { watchlistTodaySchema } from '@vantage/contracts/watchlists';
import request from 'supertest';
import { useLeagueTestEnv } from '../../testing/harness';

// Another league through the same code: the NBA's 2024-01-15, checked by hand in data/nba/games.csv. BOS at TOR
// (BOS -263, won 145-113 at home on the 13th, off on the 14th), CHI at CLE (CHI +149, won at SAS on the 13th).
const TODAY = '2024-01-15';
const env = useLeagueTestEnv('nba', TODAY, [2023]);

test("an NBA watchlist matches today's games by team and situation", async () => {
  const auth = env.bearer('free');
  const teams = [
    { league: 'nba', code: 'BOS' },
    { league: 'nba', code: 'CHI' },
  ];
  const situation = { venue: 'away', price: 'favourite', previous: 'after_win', rest: 'one' };
  const created = await request(env.app)
    .post('/api/watchlists/')
    .set('Authorization', auth)
    .send({ name: 'Rested road favourites', leagues: ['nba'], teams, situations: [situation] })
    .expect(201);
  expect(created.body.teams.map((t: { name: string }) => t.name)).toEqual(['Boston Celtics', 'Chicago Bulls']);
  const answer = await request(env.app)
    .get(`/api/watchlists/${created.body.id}/today/`)
    .set('Authorization', auth)
    .expect(200);
  const matches = watchlistTodaySchema.parse(answer.body).matches;
  expect(matches.map((m) => [m.league, m.game.matchup, m.teams])).toEqual([['nba', 'BOS @ TOR', ['BOS']]]);
  // Free sees the pick but no EV.
  expect(matches[0]!.game.access.expected_value).toBe(false);
  expect(matches[0]!.game.away_ev).toBeNull();
  // An MLB team is no NBA team.
  const wrong = await request(env.app)
    .post('/api/watchlists/')
    .set('Authorization', env.bearer('pro'))
    .send({ name: 'x', teams: [{ league: 'nba', code: 'NYA' }] })
    .expect(400);
  expect(wrong.body['teams.0.code']).toEqual(['No NBA team has the code "NYA".']);
});
