import { matchTeams } from '@vantage/contracts/team-match';
import { TEAM_PICKER_SEARCH } from '@vantage/client/team-picker';

const team = (abbreviation: string, city: string, nickname: string) => ({
  abbreviation,
  code: abbreviation,
  city,
  nickname,
  name: `${city} ${nickname}`,
});
const TEAMS = [
  team('PHI', 'Philadelphia', 'Phillies'),
  team('LAD', 'Los Angeles', 'Dodgers'),
  team('LAA', 'Los Angeles', 'Angels'),
  team('BOS', 'Boston', 'Red Sox'),
];
const names = (query: string) => matchTeams(TEAMS, query).map((t) => t.nickname);

test('a whole abbreviation first, then the start of a name, then the start of a word; never inside a word', () => {
  expect(names('LAD')).toEqual(['Dodgers']);
  expect(names('la')).toEqual(['Dodgers', 'Angels']);
  expect(names('angel')).toEqual(['Angels', 'Dodgers']);
  expect(names('sox')).toEqual(['Red Sox']);
  expect(names('los ang')).toEqual(['Dodgers', 'Angels']);
  expect(names('hil')).toEqual([]);
  expect(names('  ')).toEqual([]);
});

test('a picker keeps the teams the text names, best first, and no group as a match of its own', () => {
  const options = TEAMS.map((t) => ({ value: t.code, label: t.name, team: t }));
  const { filterOption, filterSort } = TEAM_PICKER_SEARCH;
  const kept = options.filter((o) => filterOption('angel', o));
  expect(kept.sort((a, b) => filterSort(a, b, { searchValue: 'angel' })).map((o) => o.value)).toEqual(['LAA', 'LAD']);
  expect(filterOption('MLB', { value: 'mlb', label: 'MLB' } as never)).toBe(false);
});
