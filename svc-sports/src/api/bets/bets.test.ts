import { betImportSchema, betListSchema, betSchema, betSummarySchema, type Bet } from '@vantage/contracts/bets';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useSportsTestEnv } from '../../testing/harness';

// Replaying 2023-08-02, checked by hand in data/games/2023.csv: on 2023-08-01 BOS won 6-4 at SEA (both sides
// -110, total 8), so a bet on it is settled when logged; 2023-08-02's BOS at SEA is still to be played.
const TODAY = '2023-08-02';
const PLAYED = '2023-08-01-BOS-SEA-0';
const AHEAD = '2023-08-02-BOS-SEA-0';
const env = useSportsTestEnv(TODAY, { seasons: [2023] });

const member = (tier: 'free' | 'basic' | 'pro' = 'basic') => {
  const sub = randomUUID();
  return () => env.bearer(tier, sub);
};

const log = (auth: string, body: object) => request(env.app).post('/api/bets/').set('Authorization', auth).send(body);
const bet = (body: object) => ({
  league: 'mlb',
  game_id: PLAYED,
  market: 'moneyline',
  side: 'away',
  price: 120,
  stake: 10,
  ...body,
});
const list = async (auth: string, query = '') =>
  betListSchema.parse((await request(env.app).get(`/api/bets/${query}`).set('Authorization', auth).expect(200)).body);

describe('logging a bet', () => {
  test('a bet on a decided game is settled when logged, with its selection, profit and CLV', async () => {
    const me = member();
    const answer = await log(me(), bet({ book: 'DraftKings', note: 'Bello on the road' })).expect(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const won = betSchema.parse(answer.body);
    expect(won).toMatchObject({
      league: 'mlb',
      game_id: PLAYED,
      matchup: 'BOS @ SEA',
      game_date: '2023-08-01',
      selection: 'Boston Red Sox',
      status: 'won',
      profit: 12,
      // +120 taken, −110 at the close: 2.2 ÷ 1.909 − 1 = +15.2%.
      closing_price: -110,
      clv: 15.2,
      book: 'DraftKings',
    });
    expect(won.model_probability).toBeGreaterThan(0);
    expect(won.model_probability).toBeLessThan(1);
    expect(won.settled_at).not.toBeNull();

    // The home side, a spread taken at SEA +2 (home favoured by −2: a 2-run loss is a push), and a total.
    const home = betSchema.parse((await log(me(), bet({ side: 'home', price: -110 })).expect(201)).body);
    expect(home).toMatchObject({ status: 'lost', profit: -10, selection: 'Seattle Mariners' });
    expect(home.model_probability! + won.model_probability!).toBeCloseTo(1, 3);
    const push = betSchema.parse(
      (await log(me(), bet({ market: 'spread', side: 'home', line: -2, price: -105 })).expect(201)).body,
    );
    expect(push).toMatchObject({ status: 'push', profit: 0, selection: 'Mariners +2', model_probability: null });
    const over = betSchema.parse((await log(me(), bet({ market: 'total', side: 'over', line: 8.5 })).expect(201)).body);
    expect(over).toMatchObject({ status: 'won', selection: 'Over 8.5', profit: 12, closing_price: null, clv: null });

    // Today's game is still to be played: open, no profit.
    const open = betSchema.parse(
      (await log(me(), bet({ game_id: AHEAD, market: 'spread', side: 'away', line: 1.5 })).expect(201)).body,
    );
    expect(open).toMatchObject({ status: 'open', profit: null, selection: 'Red Sox +1.5', settled_at: null });
    expect((await list(me(), '?status=open')).bets.map((b) => b.id)).toEqual([open.id]);
    expect((await list(me(), '?status=settled')).bets).toHaveLength(4);
    expect((await list(me(), '?market=total')).bets.map((b) => b.id)).toEqual([over.id]);
    expect((await list(me(), '?book=draftkings')).bets.map((b) => b.id)).toEqual([won.id]);
    expect((await list(me(), `?from=${TODAY}`)).bets.map((b) => b.id)).toEqual([open.id]);
    expect((await list(me(), '?league=nba')).bets).toEqual([]);
  });

  test("validation: the schema's messages, the game's league and existence", async () => {
    const auth = member()();
    const fields = async (body: object) => (await log(auth, body).expect(400)).body;
    expect(await fields(bet({ price: 50 }))).toEqual({ price: ['An American price is ≤ −100 or ≥ +100.'] });
    expect(await fields(bet({ stake: 0 }))).toEqual({ stake: ['The stake is more than 0.'] });
    expect(await fields(bet({ side: 'over' }))).toEqual({
      side: ['A moneyline or spread bet is on home or away, a total on over or under.'],
    });
    expect(await fields(bet({ market: 'total', side: 'over' }))).toEqual({
      line: ['A spread or total bet needs its line.'],
    });
    expect(Object.keys(await fields(bet({ colour: 'red' })))).toEqual(['non_field_errors']);
    const missing = await log(auth, bet({ game_id: '2023-08-01-XXX-SEA-0' })).expect(404);
    expect(missing.body).toEqual({ detail: 'No game has the id "2023-08-01-XXX-SEA-0".' });
    // The game exists, but in MLB; NBA is not served by this test's service.
    const other = await log(auth, bet({ league: 'nba' })).expect(404);
    expect(other.body.detail).toBe('NBA games are not served here.');
    expect((await list(auth)).bets).toEqual([]);
    await request(env.app).get('/api/bets/').expect(401);
  });

  test("another member's bet is 404; an open bet changes, a settled one keeps its figures", async () => {
    const me = member();
    const open = betSchema.parse((await log(me(), bet({ game_id: AHEAD })).expect(201)).body);
    const settled = betSchema.parse((await log(me(), bet({})).expect(201)).body);
    const stranger = member('pro')();
    await request(env.app).get(`/api/bets/${open.id}/`).set('Authorization', stranger).expect(404);
    await request(env.app).patch(`/api/bets/${open.id}/`).set('Authorization', stranger).send({ stake: 1 }).expect(404);
    await request(env.app).delete(`/api/bets/${open.id}/`).set('Authorization', stranger).expect(404);
    await request(env.app).get('/api/bets/not-a-uuid/').set('Authorization', me()).expect(404);

    const changed = await request(env.app)
      .patch(`/api/bets/${open.id}/`)
      .set('Authorization', me())
      .send({ price: -150, stake: 30, note: 'Steam' })
      .expect(200);
    expect(changed.body).toMatchObject({ price: -150, stake: 30, note: 'Steam', status: 'open' });
    const refused = await request(env.app)
      .patch(`/api/bets/${settled.id}/`)
      .set('Authorization', me())
      .send({ stake: 99 })
      .expect(409);
    expect(refused.body.detail).toMatch(/^This bet is settled/);
    await request(env.app)
      .patch(`/api/bets/${settled.id}/`)
      .set('Authorization', me())
      .send({ note: 'Cashed' })
      .expect(200);
    const kept = betSchema.parse(
      (await request(env.app).get(`/api/bets/${settled.id}/`).set('Authorization', me()).expect(200)).body,
    );
    expect(kept).toMatchObject({ stake: 10, profit: 12, note: 'Cashed' });

    await request(env.app).delete(`/api/bets/${open.id}/`).set('Authorization', me()).expect(204);
    await request(env.app).get(`/api/bets/${open.id}/`).set('Authorization', me()).expect(404);
  });

  test('a Pro API key reads the bets and cannot write them', async () => {
    const key = env.apiKey('pro');
    await request(env.app).get('/api/bets/').set('X-API-Key', key).expect(200);
    await request(env.app).get('/api/bets/summary/').set('X-API-Key', key).expect(200);
    await request(env.app).post('/api/bets/').set('X-API-Key', key).send(bet({})).expect(403);
  });
});

describe("the plan's kept bets", () => {
  test('Free keeps its 25 most recently logged bets in view; Basic sees them all again', async () => {
    const sub = randomUUID();
    const logged: Bet[] = [];
    for (let i = 0; i < 27; i += 1)
      logged.push(betSchema.parse((await log(env.bearer('free', sub), bet({ stake: i + 1 })).expect(201)).body));
    const free = await list(env.bearer('free', sub));
    expect(free.kept_limit).toBe(25);
    expect(free.bets).toHaveLength(25);
    expect(free.bets.map((b) => b.stake)).toEqual(Array.from({ length: 25 }, (_, i) => 27 - i));
    // The two oldest are hidden, not deleted: 404 on Free, back on Basic.
    await request(env.app).get(`/api/bets/${logged[0]!.id}/`).set('Authorization', env.bearer('free', sub)).expect(404);
    const summary = betSummarySchema.parse(
      (await request(env.app).get('/api/bets/summary/').set('Authorization', env.bearer('free', sub))).body,
    );
    expect(summary.bets).toBe(25);
    const basic = await list(env.bearer('basic', sub));
    expect(basic.kept_limit).toBeNull();
    expect(basic.bets).toHaveLength(27);
  });
});

describe('summary', () => {
  test('totals, ROI and CLV by league, market and month on a known set of bets', async () => {
    const auth = member('pro')();
    await log(auth, bet({ price: 120, stake: 10 })).expect(201); // won +12, CLV +15.2
    await log(auth, bet({ side: 'home', price: -110, stake: 11 })).expect(201); // lost −11, CLV 0
    await log(auth, bet({ market: 'spread', side: 'home', line: -2, price: -105, stake: 5 })).expect(201); // push
    await log(auth, bet({ game_id: AHEAD, stake: 100 })).expect(201); // open
    const summary = betSummarySchema.parse(
      (await request(env.app).get('/api/bets/summary/').set('Authorization', auth).expect(200)).body,
    );
    const expected = { bets: 4, won: 1, lost: 1, pushed: 1, staked: 26, profit: 1, roi: 3.8, clv: 7.6 };
    expect(summary).toMatchObject(expected);
    expect(summary.by_league).toEqual([{ league: 'mlb', ...expected }]);
    expect(summary.by_market).toEqual([
      { market: 'moneyline', bets: 3, won: 1, lost: 1, pushed: 0, staked: 21, profit: 1, roi: 4.8, clv: 7.6 },
      { market: 'spread', bets: 1, won: 0, lost: 0, pushed: 1, staked: 5, profit: 0, roi: 0, clv: null },
    ]);
    expect(summary.by_month).toEqual([{ month: '2023-08', ...expected }]);
  });

  test("takes the list's filters, validated as the list's", async () => {
    const auth = member('pro')();
    await log(auth, bet({ price: 120, stake: 10, book: 'DraftKings' })).expect(201); // won +12
    await log(auth, bet({ side: 'home', price: -110, stake: 11 })).expect(201); // lost −11
    await log(auth, bet({ market: 'spread', side: 'home', line: -2, price: -105, stake: 5 })).expect(201); // push
    await log(auth, bet({ game_id: AHEAD, stake: 100 })).expect(201); // open
    const summary = async (query: string) =>
      betSummarySchema.parse(
        (await request(env.app).get(`/api/bets/summary/${query}`).set('Authorization', auth).expect(200)).body,
      );
    expect(await summary('?market=spread')).toMatchObject({ bets: 1, pushed: 1, staked: 5, profit: 0 });
    expect(await summary('?book=DraftKings')).toMatchObject({ bets: 1, won: 1, staked: 10, profit: 12 });
    expect(await summary('?status=open')).toMatchObject({ bets: 1, staked: 0 });
    expect(await summary('?status=settled&market=moneyline')).toMatchObject({ bets: 2, staked: 21, profit: 1 });
    // The game's dates: the open bet's game is of 2023-08-02.
    expect(await summary('?from=2023-08-02&to=2023-08-02')).toMatchObject({ bets: 1 });
    expect(await summary('?league=nba')).toMatchObject({ bets: 0, by_league: [] });
    // Each filter's list total is the summary's.
    for (const query of ['?market=spread', '?status=settled', '?book=DraftKings'])
      expect((await list(auth, query)).bets).toHaveLength((await summary(query)).bets);
    for (const bad of ['?league=cricket', '?from=yesterday', '?status=won', '?sort=stake'])
      await request(env.app).get(`/api/bets/summary/${bad}`).set('Authorization', auth).expect(400);
  });
});

describe('CSV', () => {
  const exported = async (auth: string) => {
    const answer = await request(env.app).get('/api/bets/export.csv').set('Authorization', auth).expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    return answer.text;
  };
  const importCsv = (auth: string, csv: string) =>
    request(env.app).post('/api/bets/import/').set('Authorization', auth).set('Content-Type', 'text/csv').send(csv);
  const comparable = (bets: Bet[]) =>
    bets
      .map(({ id: _id, created_at: _c, settled_at: _s, ...rest }) => rest)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  test('export then import gives the same bets', async () => {
    const me = member();
    await log(me(), bet({ note: 'Quoted, "comma"\nand a line', book: '=HYPERLINK()' })).expect(201);
    await log(me(), bet({ market: 'spread', side: 'home', line: -2, price: -105 })).expect(201);
    await log(me(), bet({ game_id: AHEAD, market: 'total', side: 'under', line: 9, stake: 2.5 })).expect(201);
    const csv = await exported(me());
    expect(csv.split('\n')[0]).toBe(
      'id,game_date,league,game_id,matchup,market,side,selection,line,price,stake,book,note,status,profit,closing_price,clv,created_at,settled_at',
    );
    // A spreadsheet would run a cell starting with "=": it is written behind a quote.
    expect(csv).toContain(",'=HYPERLINK(),");
    const other = member();
    const answer = betImportSchema.parse((await importCsv(other(), csv).expect(200)).body);
    expect(answer).toEqual({ imported: 3, rejected: [] });
    expect(comparable((await list(other())).bets)).toEqual(comparable((await list(me())).bets));
  });

  test("a tracker's columns: date, sport, bet type, pick, decimal or American odds, risk, book", async () => {
    const auth = member()();
    const csv = [
      'Date,Sport,Bet Type,Pick,Odds,Risk,Book,Event',
      '8/1/2023,Baseball,Moneyline,Boston Red Sox,2.20,$10.00,FanDuel,',
      '2023-08-01,MLB,Run Line,Mariners +2,-105,5,,',
      '2023-08-01,MLB,Total,Over 8.5,+120,10,,Red Sox @ Mariners',
    ].join('\r\n');
    expect(betImportSchema.parse((await importCsv(auth, csv).expect(200)).body)).toEqual({ imported: 3, rejected: [] });
    const bets = (await list(auth)).bets;
    expect(bets.map((b) => [b.selection, b.market, b.side, b.line, b.price, b.status]).sort()).toEqual(
      [
        ['Boston Red Sox', 'moneyline', 'away', null, 120, 'won'],
        ['Mariners +2', 'spread', 'home', -2, -105, 'push'],
        ['Over 8.5', 'total', 'over', 8.5, 120, 'won'],
      ].sort(),
    );
  });

  test('a file with a row that cannot be read imports nothing, and says why row by row', async () => {
    const auth = member()();
    const csv = [
      'Date,League,Bet Type,Pick,Odds,Stake',
      '2023-08-01,MLB,Moneyline,Boston Red Sox,+120,10',
      '2023-08-01,MLB,Moneyline,Boston Red Sox,+50,10',
      '2023-08-01,Cricket,Moneyline,Boston Red Sox,+120,10',
      '2023-08-01,MLB,Moneyline,Montreal Expos,+120,10',
    ].join('\n');
    const answer = betImportSchema.parse((await importCsv(auth, csv).expect(200)).body);
    expect(answer).toEqual({
      imported: 0,
      rejected: [
        { row: 3, reason: 'price: An American price is ≤ −100 or ≥ +100.' },
        { row: 4, reason: '"Cricket" is not a league Vantage covers.' },
        { row: 5, reason: 'No MLB game on 2023-08-01 with Montreal Expos.' },
      ],
    });
    expect((await list(auth)).bets).toEqual([]);
    // As JSON too; a body over the limit is a 413.
    const json = await request(env.app)
      .post('/api/bets/import/')
      .set('Authorization', auth)
      .send({ csv: csv.split('\n').slice(0, 2).join('\n') })
      .expect(200);
    expect(json.body).toEqual({ imported: 1, rejected: [] });
    const big = await importCsv(auth, 'x'.repeat(513 * 1024)).expect(413);
    expect(big.body.detail).toBe('An import is at most 512 KB of CSV.');
  });
});

describe("an account's deletion", () => {
  test("svc-auth's internal call deletes the member's bets and watchlists, and only with its service token", async () => {
    const sub = randomUUID();
    const auth = env.bearer('basic', sub);
    await log(auth, bet({})).expect(201);
    await log(auth, bet({ game_id: AHEAD })).expect(201);
    await request(env.app).post('/api/watchlists/').set('Authorization', auth).send({ name: 'Sox' }).expect(201);
    const someoneElse = member();
    await log(someoneElse(), bet({})).expect(201);

    const path = `/internal/members/${sub}/`;
    await request(env.app).delete(path).expect(401);
    await request(env.app).delete(path).set('Authorization', auth).expect(401);
    await request(env.app).delete(path).set('Authorization', env.serviceToken('svc-billing')).expect(401);
    const deleted = await request(env.app).delete(path).set('Authorization', env.serviceToken()).expect(200);
    expect(deleted.body).toEqual({ bets: 2, watchlists: 1 });
    expect((await list(auth)).bets).toEqual([]);
    expect((await request(env.app).get('/api/watchlists/').set('Authorization', auth)).body.watchlists).toEqual([]);
    expect((await list(someoneElse())).bets).toHaveLength(1);
    // Asked again (svc-auth retrying): nothing left.
    expect((await request(env.app).delete(path).set('Authorization', env.serviceToken())).body).toEqual({
      bets: 0,
      watchlists: 0,
    });
  });
});
