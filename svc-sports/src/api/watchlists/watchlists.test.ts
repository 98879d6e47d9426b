import {
  watchlistListSchema,
  watchlistSchema,
  watchlistTodaySchema,
  type WatchlistToday,
} from '@vantage/contracts/watchlists';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useSportsTestEnv } from '../../testing/harness';

// 2023-08-02, checked by hand in data/games/2023.csv: BOS at SEA (day; BOS +106 won 6-4 at SEA the day before),
// DET at PIT (day; DET -121 lost 1-4 at PIT the day before), TBA at NYA (night; NYA -120 lost 2-5 to TBA the day
// before; both AL East). A division game matches for both teams, home team first. Division games that day: CIN-CHN, SDN-COL, PHI-MIA, TBA-NYA, ARI-SFN, BAL-TOR.
const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2023] });

const member = (tier: 'free' | 'basic' | 'pro' = 'free') => {
  const sub = randomUUID();
  return { auth: () => env.bearer(tier, sub), as: (other: 'free' | 'basic' | 'pro') => env.bearer(other, sub) };
};

const create = (auth: string, body: object) =>
  request(env.app).post('/api/watchlists/').set('Authorization', auth).send(body);

const matchups = (today: WatchlistToday) =>
  today.matches.map((m) => `${m.game.away_team_code}@${m.game.home_team_code}:${m.teams.join('+')}`).sort();

describe('watchlist CRUD', () => {
  test('a member creates, lists, renames, edits and deletes a watchlist; another member sees 404', async () => {
    const me = member('basic');
    const created = await create(me.auth(), {
      name: '  Red Sox  ',
      leagues: ['mlb'],
      teams: [{ league: 'mlb', code: 'bos' }],
      situations: [{ venue: 'away', price: 'underdog' }],
      alerts: true,
    }).expect(201);
    const watchlist = watchlistSchema.parse(created.body);
    expect(watchlist).toMatchObject({
      name: 'Red Sox',
      leagues: ['mlb'],
      teams: [{ league: 'mlb', code: 'BOS', name: 'Boston Red Sox' }],
      alerts: true,
    });
    expect(watchlist.situations[0]).toMatchObject({
      venue: 'away',
      price: 'underdog',
      rest: 'any',
      description: 'Away underdog',
    });

    const renamed = await request(env.app)
      .patch(`/api/watchlists/${watchlist.id}/`)
      .set('Authorization', me.auth())
      .send({ name: 'Boston on the road', alerts: false })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Boston on the road', alerts: false, teams: [{ code: 'BOS' }] });

    const list = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', me.auth()).expect(200)).body,
    );
    expect(list.watchlists.map((w) => w.name)).toEqual(['Boston on the road']);

    const stranger = member('pro').auth();
    await request(env.app).get(`/api/watchlists/${watchlist.id}/today/`).set('Authorization', stranger).expect(404);
    await request(env.app)
      .patch(`/api/watchlists/${watchlist.id}/`)
      .set('Authorization', stranger)
      .send({ name: 'x' })
      .expect(404);
    await request(env.app).delete(`/api/watchlists/${watchlist.id}/`).set('Authorization', stranger).expect(404);
    await request(env.app).delete('/api/watchlists/not-a-uuid/').set('Authorization', me.auth()).expect(404);

    await request(env.app).delete(`/api/watchlists/${watchlist.id}/`).set('Authorization', me.auth()).expect(204);
    await request(env.app).get(`/api/watchlists/${watchlist.id}/today/`).set('Authorization', me.auth()).expect(404);
    await request(env.app).get('/api/watchlists/').expect(401);
  });

  test('bad input is a 400 naming the field, with bounded sizes', async () => {
    const auth = member('pro').auth();
    const fields = async (body: object) => Object.keys((await create(auth, body).expect(400)).body);
    expect(await fields({ name: '' })).toEqual(['name']);
    expect(await fields({ name: 'x'.repeat(61) })).toEqual(['name']);
    expect(await fields({ name: 'x', leagues: ['mlb', 'mlb'] })).toEqual(['leagues']);
    expect(await fields({ name: 'x', leagues: ['cricket'] })).toEqual(['leagues']);
    expect(await fields({ name: 'x', situations: Array(9).fill({}) })).toEqual(['situations']);
    expect(await fields({ name: 'x', situations: [{ venue: 'moon' }] })).toEqual(['situations']);
    expect(await fields({ name: 'x', colour: 'red' })).toEqual(['non_field_errors']);
    const teams = Array.from({ length: 41 }, (_, i) => ({ league: 'mlb', code: `T${i}` }));
    expect(await fields({ name: 'x', teams })).toEqual(['teams']);
    // Known to the contract but not to the league: the server's own checks.
    const unknown = await create(auth, { name: 'x', teams: [{ league: 'mlb', code: 'ZZZ' }] }).expect(400);
    expect(unknown.body['teams.0.code']).toEqual(['No MLB team has the code "ZZZ".']);
    const outside = await create(auth, { name: 'x', leagues: ['nba'], teams: [{ league: 'mlb', code: 'BOS' }] });
    expect(outside.status).toBe(400);
    expect(outside.body['teams.0.league']).toEqual([
      'Boston Red Sox play in the MLB, which this watchlist leaves out.',
    ]);
    const division = await create(auth, { name: 'x', situations: [{ opponent: 'Premier League' }] }).expect(400);
    expect(Object.keys(division.body)).toEqual(['situations.0.opponent']);
    const list = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', auth)).body,
    );
    expect(list.watchlists).toEqual([]);
  });
});

describe("the plan's max_projects", () => {
  test('Free keeps one: the second is a 403 naming the limit and the upgrade; Basic ten; Pro more', async () => {
    const free = member('free');
    await create(free.auth(), { name: 'First' }).expect(201);
    const refused = await create(free.auth(), { name: 'Second' }).expect(403);
    expect(refused.body.detail).toBe(
      'Your Free plan includes 1 watchlist: delete one, or upgrade to Basic for more on the Pricing page.',
    );

    const basic = member('basic');
    for (let i = 1; i <= 10; i += 1) await create(basic.auth(), { name: `List ${i}` }).expect(201);
    const eleventh = await create(basic.auth(), { name: 'List 11' }).expect(403);
    expect(eleventh.body.detail).toMatch(/^Your Basic plan includes 10 watchlists: .* upgrade to Pro/);

    // Pro is unlimited: an eleventh and twelfth go in.
    const pro = basic.as('pro');
    await create(pro, { name: 'List 11' }).expect(201);
    await create(pro, { name: 'List 12' }).expect(201);
    const usage = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', pro)).body,
    ).usage;
    expect(usage).toMatchObject({ projects_used: 12, projects_limit: null, storage_limit_bytes: 100 * 1024 ** 3 });

    // Back on Free: all twelve stay readable and editable, no new one, and only the oldest still alerts.
    const downgraded = basic.as('free');
    const after = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', downgraded)).body,
    );
    expect(after.watchlists).toHaveLength(12);
    expect(after.usage).toMatchObject({ projects_used: 12, projects_limit: 1 });
    await create(downgraded, { name: 'List 13' }).expect(403);
    const last = after.watchlists[11]!;
    const edited = await request(env.app)
      .patch(`/api/watchlists/${last.id}/`)
      .set('Authorization', downgraded)
      .send({ alerts: true })
      .expect(200);
    expect(edited.body).toMatchObject({ alerts: true, alerts_paused: true });
  });

  test('two requests at once cannot both take the last place', async () => {
    const free = member('free');
    const answers = await Promise.all([create(free.auth(), { name: 'A' }), create(free.auth(), { name: 'B' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
  });

  test("storage: the sum of the watchlists' stored bytes, against the plan's storage", async () => {
    const me = member('basic');
    const empty = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', me.auth())).body,
    );
    expect(empty.usage).toEqual({
      projects_used: 0,
      projects_limit: 10,
      watchlist_bytes: 0,
      storage_limit_bytes: 10 * 1024 ** 3,
    });
    await create(me.auth(), { name: 'Ab' }).expect(201);
    const one = watchlistListSchema.parse(
      (await request(env.app).get('/api/watchlists/').set('Authorization', me.auth())).body,
    );
    // "Ab" and {"leagues":[],"teams":[],"situations":[]}
    expect(one.usage.watchlist_bytes).toBe(2 + '{"leagues":[],"teams":[],"situations":[]}'.length);
  });
});

describe("today's matches", () => {
  const today = async (auth: string, body: object) => {
    const { id } = watchlistSchema.parse((await create(auth, body).expect(201)).body);
    const answer = await request(env.app).get(`/api/watchlists/${id}/today/`).set('Authorization', auth).expect(200);
    return watchlistTodaySchema.parse(answer.body);
  };

  test("a team's games, a situation over several teams, and division games, checked by hand", async () => {
    const auth = member('pro').auth();
    expect(matchups(await today(auth, { name: 'Sox', teams: [{ league: 'mlb', code: 'BOS' }] }))).toEqual([
      'BOS@SEA:BOS',
    ]);

    const teams = ['BOS', 'DET', 'NYA'].map((code) => ({ league: 'mlb', code }));
    const favs = { venue: 'away', price: 'favourite', previous: 'after_loss', time: 'day', rest: 'none' };
    expect(matchups(await today(auth, { name: 'Favs', teams, situations: [favs] }))).toEqual(['DET@PIT:DET']);
    const homeAfterLoss = { venue: 'home', previous: 'after_loss', opponent: 'AL East', time: 'night' };
    expect(matchups(await today(auth, { name: 'Either', teams, situations: [favs, homeAfterLoss] }))).toEqual([
      'DET@PIT:DET',
      'TBA@NYA:NYA',
    ]);
    // Leaving MLB out leaves its games out.
    expect((await today(auth, { name: 'NBA only', leagues: ['nba'] })).matches).toEqual([]);

    const rivals = await today(auth, { name: 'Rivals', leagues: ['mlb'], situations: [{ opponent: 'division' }] });
    expect(matchups(rivals)).toEqual([
      'ARI@SFN:SFN+ARI',
      'BAL@TOR:TOR+BAL',
      'CIN@CHN:CHN+CIN',
      'PHI@MIA:MIA+PHI',
      'SDN@COL:COL+SDN',
      'TBA@NYA:NYA+TBA',
    ]);
    expect(rivals.days).toEqual([{ league: 'mlb', date: TODAY, replay: true }]);
  });

  test("each game is shown as the member's plan shows it in the day's list, never more", async () => {
    const body = { name: 'Sox', teams: [{ league: 'mlb', code: 'BOS' }] };
    const free = (await today(member('free').auth(), body)).matches[0]!.game;
    const basic = (await today(member('basic').auth(), body)).matches[0]!.game;
    expect(free.access).toMatchObject({ insight: true, expected_value: false });
    expect(free.home_ev).toBeNull();
    expect(basic.access.expected_value).toBe(true);
    expect(basic.home_ev).not.toBeNull();
  });

  test('?alerts=true lists only the watchlists whose alert switch is on', async () => {
    const me = member('basic');
    await create(me.auth(), { name: 'Quiet', teams: [{ league: 'mlb', code: 'BOS' }] }).expect(201);
    await create(me.auth(), { name: 'Loud', teams: [{ league: 'mlb', code: 'DET' }], alerts: true }).expect(201);
    const answer = await request(env.app)
      .get('/api/watchlists/today/?alerts=true')
      .set('Authorization', me.auth())
      .expect(200);
    const lists = answer.body.watchlists as WatchlistToday[];
    expect(lists.map((w) => [w.name, matchups(w)])).toEqual([['Loud', ['DET@PIT:DET']]]);
    await request(env.app).get('/api/watchlists/today/?alerts=maybe').set('Authorization', me.auth()).expect(400);
  });
});
