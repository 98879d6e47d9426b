import { gameDetail, listGame } from '@vantage/contracts/testing/games';
import { expectedValueFact, matchupGame, moneylineFact, predictionFact, statusText } from './game-facts';

test('a completed game shows its final score, away side first; other states their name', () => {
  expect(statusText(gameDetail({ game_status: 'completed', final_score: { home: 2, away: 5 } }))).toBe(
    'Final: Boston Red Sox 5, New York Yankees 2',
  );
  expect(statusText(gameDetail({ game_status: 'completed', final_score: null }))).toBe('Final');
  expect(statusText(gameDetail({ game_status: 'in_progress' }))).toBe('In Progress');
  expect(statusText(gameDetail({ game_status: 'postponed' }))).toBe('Postponed');
});

test('the moneyline by abbreviation with its sign, or none recorded', () => {
  expect(moneylineFact(listGame({ moneyline: { away: 120, home: -140, total: null } }))).toBe('BOS +120 · NYY -140');
  expect(moneylineFact(listGame({ moneyline: null }))).toBe('None recorded');
  expect(moneylineFact(undefined)).toBe('None recorded');
});

test('expected values by abbreviation, N/A for a side without one or a game missing from the list', () => {
  expect(expectedValueFact(listGame({ away_ev: -5.1, home_ev: 3.2 }))).toBe('BOS -5.1% · NYY +3.2%');
  expect(expectedValueFact(listGame({ away_ev: null, home_ev: null }))).toBe('BOS N/A · NYY N/A');
  expect(expectedValueFact(undefined)).toBe('N/A');
  // Below Basic the list carries neither: the page says they come with Premium, not that none was recorded.
  const free = listGame({
    moneyline: null,
    home_ev: null,
    away_ev: null,
    access: { ...listGame().access, expected_value: false },
  });
  expect([moneylineFact(free), expectedValueFact(free)]).toEqual(['With Premium', 'With Premium']);
});

test('the teams come from the detail, the list entry fills in what it lacks', () => {
  const side = (is_home: boolean, team_code: string) => ({
    team_name: team_code,
    team_code,
    is_home,
    team_abbreviation: team_code,
    positive: [],
    negative: [],
    team_logo: null,
  });
  const entry = listGame({
    home_team_code: 'NYA',
    away_team_code: 'BOS',
    home_team_logo: '/nyy.svg',
    away_team_logo: null,
    home_team_abbreviation: 'NYY',
  });
  const detail = gameDetail({ teams: [side(true, 'NYA'), side(false, 'BOS')], home_team_abbreviation: undefined });
  expect(matchupGame(detail, entry)).toEqual({
    game_id: detail.game_id,
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    home_team_logo: '/nyy.svg',
    away_team_logo: null,
    home_team_code: 'NYA',
    away_team_code: 'BOS',
    home_team_abbreviation: 'NYY',
    away_team_abbreviation: 'BOS',
  });
  // A detail without its teams' trends still names both sides from the list.
  expect(matchupGame(gameDetail({ teams: [] }), entry)).toMatchObject({ home_team_code: 'NYA', away_team_code: 'BOS' });
  expect(matchupGame(gameDetail({ teams: [] }), undefined)).toMatchObject({
    home_team_code: '',
    away_team_code: '',
    home_team_logo: null,
  });
});

describe('the prediction fact', () => {
  const prediction = {
    model_version: 'Vantage model 4',
    as_of: '2023-08-02',
    created_at: '2026-11-29T04:00:00.000Z',
    written_at: '2023-08-02T03:59:00.000Z',
    start_against: '2023-08-02T23:10:00.000Z',
  };
  it('says whether the prediction was recorded before the game or reconstructed afterwards', () => {
    expect(predictionFact({ ...prediction, provenance: 'recorded', clock: 'replay' })).toBe(
      'Vantage model 4, recorded before the game (replay clock), from results known before 2023-08-02',
    );
    expect(predictionFact({ ...prediction, provenance: 'reconstructed', clock: 'live' })).toBe(
      'Vantage model 4, reconstructed afterwards, from results known before 2023-08-02',
    );
  });
});
