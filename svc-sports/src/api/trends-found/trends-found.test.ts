import { ResponseCache } from '@vantage/service-kit/responses';
import { createClock, dayOpening } from '../../clock/clock';
import { MLB_PROFILE } from '../../leagues/mlb/profile';
import type { Side } from '../explorer/service';
import { foundRecord, replayFindings, TrendsFoundService } from './service';

const DAY = (n: number) => `2023-05-${String(n).padStart(2, '0')}`;

/** NYA's home games, one a day, won or lost as given (no line, nothing else about them: the key is "Home"). */
function homeGames(results: boolean[]): Side[] {
  return results.map((won, i) => ({
    game: { id: `g${i}`, date: DAY(i + 1), season: 2023 },
    team: 'NYA',
    opponent: 'BOS',
    home: true,
    won,
    runsFor: won ? 5 : 1,
    runsAgainst: won ? 1 : 5,
    moneyline: null,
    spread: null,
    total: null,
    situation: { venue: 'Home', price: null, others: [] },
    rest: null,
  }));
}

// 10-5 after 15 games: "Home" qualifies (15 games, 66.7%) before game 16 and is found on day 16. It loses
// games 16 and 17 (10-7, 58.8%): before game 18 it no longer qualifies and lapses, so game 18 (won, 11-7 = 61.1%)
// is not in its record. Before game 19 it qualifies again: found anew on day 19, its record starting afresh,
// and game 19 (won) is the new finding's.
const results = [...Array(9).fill(true), ...Array(5).fill(false), true, false, false, true, true];

describe('every trend found in a season, by its record from when it was found until it stopped qualifying', () => {
  it('a lapsed trend keeps the games it lost while it qualified, and qualifying again is a new finding', () => {
    const findings = replayFindings(homeGames(results)).filter((f) => f.key === 'Home' && f.positive);
    expect(findings).toEqual([
      expect.objectContaining({ found: DAY(16), lapsed: DAY(18), since: { wins: 0, losses: 2 } }),
      expect.objectContaining({ found: DAY(19), lapsed: null, since: { wins: 1, losses: 0 } }),
    ]);
  });

  it("the season's record counts every finding, shown now or not: 1-2 here, where the shown one reads 1-0", () => {
    expect(foundRecord(replayFindings(homeGames(results)), 2023)).toEqual({
      found: 2,
      still_qualifying: 1,
      right: 1,
      wrong: 2,
      right_pct: 33.3,
      judged: 0,
      holding_up: 0,
    });
    expect(foundRecord(replayFindings(homeGames(results)), 2022).found).toBe(0);
  });
});

describe("a day's record is built before its first caller asks", () => {
  afterEach(() => jest.useRealTimers());

  it('after a new day the warm-up replays once, and the first caller gets that record without another replay', async () => {
    jest.useFakeTimers();
    let today = '2023-06-01';
    const clock = createClock(null, () => dayOpening(today));
    const sidesOf = jest.fn(async (season: number) => (season === 2023 ? homeGames(results) : []));
    const service = new TrendsFoundService({
      sidesOf,
      clock,
      profile: MLB_PROFILE,
      cache: new ResponseCache(),
    });
    const stop = service.keepWarm(60_000, (error) => {
      throw error;
    });
    await jest.advanceTimersByTimeAsync(0);
    const atStart = sidesOf.mock.calls.length;
    expect(atStart).toBe(3); // the season asked about and the two before it

    today = '2023-06-02';
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sidesOf).toHaveBeenCalledTimes(2 * atStart);
    const record = await service.season();
    expect(sidesOf).toHaveBeenCalledTimes(2 * atStart);
    expect(record).toMatchObject({ season: 2023, through: '2023-06-01', found: 2, right: 1, wrong: 2 });
    stop();
  });
});
