import type { ExplorerResult } from '@vantage/contracts/sports';
import {
  explorerAccess,
  defaultSeasons,
  divisionNames,
  firstSeasonOptions,
  lastSeasonOptions,
  questionFromParams,
  questionParams,
  resultTitle,
  seasonsOffered,
  winPctText,
} from './explorer';

const years = (options: { value: number }[]) => options.map((option) => option.value);

test('the pickers offer the last ten seasons, newest first, once the current season is known', () => {
  expect(years(seasonsOffered('mlb', 2024))).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  expect(seasonsOffered('mlb', 2024)[0]).toEqual({ value: 2024, label: '2024' });
  // The leagues whose seasons span two years name them so.
  expect(seasonsOffered('nba', 2023)[0]).toEqual({ value: 2023, label: '2023–24' });
  expect(seasonsOffered('mlb', null)).toEqual([]);
});

test('before any pick the range is the current season and the two before it', () => {
  expect(defaultSeasons(2024)).toEqual([2022, 2024]);
  expect(defaultSeasons(null)).toEqual([0, -1]);
});

test('each picker offers only seasons that keep the range in order and at most five seasons long', () => {
  const seasons = seasonsOffered('mlb', 2024);
  expect(years(firstSeasonOptions(seasons, 2022))).toEqual([2022, 2021, 2020, 2019, 2018]);
  expect(years(lastSeasonOptions(seasons, 2018))).toEqual([2022, 2021, 2020, 2019, 2018]);
  expect(years(lastSeasonOptions(seasons, 2022))).toEqual([2024, 2023, 2022]);
});

test('opponents by division: each division once, alphabetical', () => {
  const teams = [{ division: 'NL West' }, { division: 'AL East' }, { division: 'NL West' }, { division: 'AL Central' }];
  expect(divisionNames(teams)).toEqual(['AL Central', 'AL East', 'NL West']);
});

test("the result's title names the team (or all teams), the situation and the seasons", () => {
  const result = {
    team: { name: 'Boston Red Sox' },
    situation: 'Home favourite after a loss',
    from_season: 2021,
    to_season: 2023,
  } as ExplorerResult;
  expect(resultTitle(result, 'mlb')).toBe('Boston Red Sox: Home favourite after a loss (2021–2023)');
  expect(resultTitle({ ...result, team: null, from_season: 2023 }, 'mlb')).toBe(
    'All teams: Home favourite after a loss (2023)',
  );
  expect(resultTitle({ ...result, team: null }, 'nba')).toBe(
    'All teams: Home favourite after a loss (2021–22 to 2023–24)',
  );
  expect(resultTitle({ ...result, from_season: 2023 }, 'nhl')).toBe(
    'Boston Red Sox: Home favourite after a loss (2023–24)',
  );
});

test('win % has one decimal, N/A without a game', () => {
  expect(winPctText(57.14)).toBe('57.1%');
  expect(winPctText(null)).toBe('N/A');
});

test('/trends asks the server only for Pro, or when the plan could not be read; Free and Basic see the upgrade', () => {
  const member = (tier: 'free' | 'basic' | 'pro' | null, tierLoading = false) => ({
    signedIn: true,
    tier,
    tierLoading,
  });
  expect(explorerAccess({ signedIn: false, tier: null, tierLoading: false })).toBe('guest');
  expect(explorerAccess(member(null, true))).toBe('wait');
  expect(explorerAccess(member('free'))).toBe('upgrade');
  expect(explorerAccess(member('basic'))).toBe('upgrade');
  expect(explorerAccess(member('pro'))).toBe('ask');
  expect(explorerAccess(member(null))).toBe('ask');
});

test('a link holds the question: written and read back, it is the same question', () => {
  const question = {
    team: 'BOS',
    range: [2021, 2023] as [number, number],
    situation: {
      venue: 'home',
      price: 'favourite',
      previous: 'after_loss',
      rest: 'any',
      time: 'any',
      opponent: 'AL East',
    },
    page: 3,
    split: '2023-06-01',
  } as const;
  const params = questionParams('mlb', question);
  expect(params.toString()).toBe(
    'league=mlb&team=BOS&venue=home&price=favourite&previous=after_loss&opponent=AL+East' +
      '&from_season=2021&to_season=2023&split=2023-06-01&page=3',
  );
  expect(questionFromParams(params)).toEqual(question);
  // The first question is just the league.
  expect(questionParams('nba', questionFromParams(new URLSearchParams('league=nba'))).toString()).toBe('league=nba');
});

test('a hand-edited link keeps what the API accepts and drops the rest', () => {
  const read = (query: string) => questionFromParams(new URLSearchParams(query));
  expect(read('venue=moon&price=underdog&page=-2')).toMatchObject({
    situation: { venue: 'any', price: 'underdog' },
    page: 1,
  });
  // A range in the wrong order or longer than five seasons goes as a whole; a bad date goes alone.
  expect(read('from_season=2023&to_season=2021&team=NYA')).toMatchObject({ range: null, team: 'NYA' });
  expect(read('from_season=2010&to_season=2023').range).toBeNull();
  expect(read('split=2023-02-30&from_season=2022&to_season=2023')).toMatchObject({ split: null, range: [2022, 2023] });
  expect(read('page=99999').page).toBe(1);
});
