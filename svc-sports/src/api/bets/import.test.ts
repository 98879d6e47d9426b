import { BET_LIMITS } from '@vantage/contracts/bets';
import { readImport, type ImportSources } from './import';
import type { BettableGame } from './repository';

// The reading of an import alone, on two made-up NFL games of 2024-01-14: KC at BUF and a game without them.
const team = (code: string, name: string, nickname: string) => ({ code, abbreviation: code, name, nickname });
const KC_BUF: BettableGame = {
  id: 'nfl-2024-01-14-KC-BUF-0',
  league: 'nfl',
  date: '2024-01-14',
  away: team('KC', 'Kansas City Chiefs', 'Chiefs'),
  home: team('BUF', 'Buffalo Bills', 'Bills'),
  pHome: 0.55,
  spreadLine: 2.5,
  pHomeCover: 0.48,
  pAwayCover: 0.52,
  totalLine: 47.5,
  pOver: 0.51,
  pUnder: 0.49,
};
const GB_DAL: BettableGame = {
  ...KC_BUF,
  id: 'nfl-2024-01-14-GB-DAL-0',
  away: team('GB', 'Green Bay Packers', 'Packers'),
  home: team('DAL', 'Dallas Cowboys', 'Cowboys'),
};
const sources: ImportSources = {
  served: (league) => league === 'nfl',
  games: async (ids) => new Map([KC_BUF, GB_DAL].filter((g) => ids.includes(g.id)).map((g) => [g.id, g])),
  gamesOn: async (league, date) => (league === 'nfl' && date === '2024-01-14' ? [KC_BUF, GB_DAL] : []),
};

const read = async (lines: string[]) => {
  const answer = await readImport(lines.join('\n'), sources);
  if ('tooMany' in answer) throw new Error('refused');
  return answer;
};

test("a tracker's picks: the team's side, the spread as the home side is favoured by, totals by the event", async () => {
  const answer = await read([
    'Date,League,Pick,Odds,Wager,Sportsbook,Event',
    '1/14/24,Football,Chiefs -3.5,1.91,"$1,000",Book A,',
    '2024-01-14,NFL,Bills +3.5,-110,10,,',
    '2024-01-14,nfl,BUF,+150,10,,',
    '2024-01-14,NFL,U 44,-105,10,,KC @ BUF',
    '2024-01-14,NFL,Packers PK,-110,10,,',
  ]);
  expect(answer.rejected).toEqual([]);
  expect(answer.bets.map(({ input, game }) => [game.id, input.market, input.side, input.line, input.price])).toEqual([
    // The away side giving 3.5: the home side is the underdog by 3.5.
    [KC_BUF.id, 'spread', 'away', -3.5, -110],
    [KC_BUF.id, 'spread', 'home', -3.5, -110],
    [KC_BUF.id, 'moneyline', 'home', null, 150],
    [KC_BUF.id, 'total', 'under', 44, -105],
    [GB_DAL.id, 'spread', 'away', 0, -110],
  ]);
  expect(answer.bets[0]!.input).toMatchObject({ stake: 1000, book: 'Book A' });
});

test('rows that name no game, a bad date or a league not served, or a missing column, say why', async () => {
  expect(
    (await read(['Date,League,Pick,Odds,Stake', '2024-01-14,NFL,Over 40,-110,5', '2024-02-30,NFL,Chiefs,-110,5']))
      .rejected,
  ).toEqual([
    { row: 2, reason: 'A total names no game: add an Event column ("KC @ BUF") or a game_id column.' },
    { row: 3, reason: 'The date "2024-02-30" is not a date (2024-01-15 or 1/15/2024).' },
  ]);
  expect((await read(['Date,League,Pick,Odds', '2024-01-14,NFL,Chiefs,-110'])).rejected).toEqual([
    { row: 1, reason: 'The header names no stake column.' },
  ]);
  expect((await read(['Date,League,Pick,Odds,Stake', '2024-01-14,NBA,Celtics,-110,5'])).rejected).toEqual([
    { row: 2, reason: 'NBA games are not served here.' },
  ]);
});

test(`more than ${BET_LIMITS.importRows} bets are refused whole`, async () => {
  const row = '2024-01-14,NFL,Chiefs,-110,5';
  const many = ['Date,League,Pick,Odds,Stake', ...Array<string>(BET_LIMITS.importRows + 1).fill(row)].join('\n');
  expect(await readImport(many, sources)).toEqual({ tooMany: BET_LIMITS.importRows + 1 });
});
