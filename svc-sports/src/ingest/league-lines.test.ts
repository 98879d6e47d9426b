import { comparisonListSchema } from '@vantage/contracts/sports';
import { createLogger } from '@vantage/service-kit/logger';
import request from 'supertest';
import { useLeagueTestEnv } from '../testing/harness';
import { LeagueIngestionJob, type FeedGame, type LeagueFeedProvider } from './league-ingestion';

const TODAY = '2024-10-10';
const env = useLeagueTestEnv('nhl', TODAY, [2023], { live: true });

/** A feed answering what the test says. */
class FakeFeed implements LeagueFeedProvider {
  readonly league = 'nhl';
  answer: FeedGame[] = [];
  async schedule(): Promise<FeedGame[]> {
    return this.answer;
  }
}

const line = async () =>
  comparisonListSchema.parse((await request(env.app).get(`/api/nhl/comparison/?date=${TODAY}`).expect(200)).body)
    .games[0].moneyline;

test("a feed's pre-game line is stored and refreshed until the game starts, then kept as it was", async () => {
  const feed = new FakeFeed();
  const ingestion = new LeagueIngestionJob({
    db: env.database.db,
    feed,
    recorder: env.recorder,
    cache: env.cache,
    clock: env.clock,
    logger: createLogger('league-lines-test', 'silent'),
  });
  // The clock replays a past date; the line's rule compares the start with the real time.
  const tonight: FeedGame = {
    date: TODAY,
    start: new Date(Date.now() + 3 * 3600_000).toISOString(),
    away: 'TOR',
    home: 'MTL',
    status: 'scheduled',
    awayScore: null,
    homeScore: null,
    extra: null,
    neutral: false,
    playoff: false,
    starters: null,
    odds: { homeMoneyline: 120, awayMoneyline: -140, source: 'espn' },
  };
  feed.answer = [tonight];
  expect(await ingestion.run()).toMatchObject({ inserted: 1, lines: 1, errors: [] });
  expect(await line()).toEqual({ home: 120, away: -140, total: null });

  feed.answer = [{ ...tonight, odds: { homeMoneyline: 105, awayMoneyline: -125, source: 'espn' } }];
  expect(await ingestion.run()).toMatchObject({ lines: 1 });
  expect(await line()).toEqual({ home: 105, away: -125, total: null });

  // Under way (no line read), or past its start while still listed as scheduled: the last pre-game line stays.
  feed.answer = [{ ...tonight, status: 'in_progress', odds: null }];
  expect(await ingestion.run()).toMatchObject({ lines: 0 });
  feed.answer = [
    {
      ...tonight,
      start: new Date(Date.now() - 60_000).toISOString(),
      odds: { homeMoneyline: -300, awayMoneyline: 250, source: 'espn' },
    },
  ];
  expect(await ingestion.run()).toMatchObject({ lines: 0 });
  expect(await line()).toEqual({ home: 105, away: -125, total: null });
}, 60_000);
