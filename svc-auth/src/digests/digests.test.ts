import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import type { Calendar, ComparisonList } from '@vantage/contracts/sports';
import { gameDetail, listGame } from '@vantage/contracts/testing/games';
import { MailRelay } from '../mail/relay';
import { OutboxRepository } from '../mail/repository';
import { startFakeSmtp, type FakeSmtp } from '../testing/smtp';
import { bearer, startHarness, tierAnswer, uniqueEmail, type Harness } from '../testing/harness';
import { UNSUBSCRIBED } from './routes';
import { DigestService, easternDayAndHour } from './service';
import { SportsReader } from './sports-client';

// 13:05 UTC is 08:05 in New York in July (EDT); 12:59 UTC is 07:59.
const DUE = new Date('2026-07-15T12:05:00Z');
const EARLY = new Date('2026-07-15T11:59:00Z');

/** The claims of a token (the fake only reads the plan; svc-sports verifies for real). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

const YANKEES_GAME = listGame();
const MARINERS_GAME = listGame({
  game_id: '2023-07-15-SEA-OAK-0',
  home_team: 'Oakland Athletics',
  away_team: 'Seattle Mariners',
  home_team_code: 'OAK',
  away_team_code: 'SEA',
  home_team_abbreviation: 'OAK',
  away_team_abbreviation: 'SEA',
  matchup: 'SEA @ OAK',
  predicted_team: 'Seattle Mariners',
  predicted_winner: 'away',
});

/**
 * svc-sports as the digest reads it: today's MLB list as the token's plan sees it (EV only from Basic on),
 * and a detail with one trend per side. Counts the reads, so one run asks once per plan.
 */
async function startFakeSports() {
  const reads: string[] = [];
  /** Each member's watchlists with alerts on (by user id), as svc-sports would match them today. */
  const watchlists = new Map<string, { name: string; games: string[] }[]>();
  const server: Server = createServer((req, res) => {
    const tier = req.headers.authorization ? String(claimsOf(req.headers.authorization.slice(7)).tier) : 'guest';
    reads.push(`${req.url} ${tier}`);
    const paid = tier === 'basic' || tier === 'pro';
    const access = { insight: true, comprehensive_analysis: paid, expected_value: paid };
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/mlb/calendar/') {
      const calendar: Calendar = {
        today: '2023-07-15',
        yesterday: '2023-07-14',
        timezone: 'America/New_York',
        replay: true,
        replay_date: '2023-07-15',
      };
      return send(calendar);
    }
    if (req.url?.startsWith('/api/mlb/comparison/?')) {
      const games = [YANKEES_GAME, MARINERS_GAME].map((game) =>
        listGame({ ...game, access, home_ev: paid ? 3.2 : null, away_ev: paid ? -5.1 : null }),
      );
      const list: ComparisonList = {
        date: '2023-07-15',
        games,
        replay_of: '2023-07-15',
        calls: { counted: 0, correct: 0, percent: null },
      };
      return send(list);
    }
    if (req.url === '/api/watchlists/today/?alerts=true') {
      const sub = String(claimsOf(req.headers.authorization!.slice(7)).sub);
      const games = [YANKEES_GAME, MARINERS_GAME].map((game) =>
        listGame({ ...game, access, home_ev: paid ? 3.2 : null, away_ev: paid ? -5.1 : null }),
      );
      return send({
        watchlists: (watchlists.get(sub) ?? []).map((watchlist, index) => ({
          id: `00000000-0000-4000-8000-00000000000${index}`,
          name: watchlist.name,
          days: [{ league: 'mlb', date: '2023-07-15', replay: true }],
          matches: games
            .filter((game) => watchlist.games.includes(game.game_id))
            .map((game) => ({ league: 'mlb', game, teams: [game.home_team_code] })),
        })),
      });
    }
    const gameId = req.url?.match(/^\/api\/mlb\/comparison\/([^/]+)\/$/)?.[1];
    if (gameId) {
      return send(
        gameDetail({
          game_id: gameId,
          access,
          teams: [
            {
              team_name: 'Boston Red Sox',
              team_code: 'BOS',
              team_abbreviation: 'BOS',
              is_home: false,
              positive: ['Road underdog — 30-20 (60.0%)'],
              negative: [],
              team_logo: null,
            },
          ],
        }),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads,
    watchlists,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let harness: Harness;
let sports: Awaited<ReturnType<typeof startFakeSports>>;
let smtp: FakeSmtp;
const plans = new Map<string, 'free' | 'basic' | 'pro'>();

beforeAll(async () => {
  harness = await startHarness();
  harness.billing.answer = (userId) => tierAnswer(plans.get(userId) ?? 'free');
  sports = await startFakeSports();
  smtp = await startFakeSmtp();
}, 60_000);
afterAll(async () => {
  await harness.close();
  await sports.close();
  await smtp.close();
});

async function member(tier: 'free' | 'basic', favourites: { sports: string[]; teams?: Record<string, string[]> }) {
  const email = uniqueEmail(`digest-${tier}`);
  const response = await request(harness.app())
    .post('/api/register/')
    .send({
      email,
      password: 'Correct-Horse-Battery-7',
      favorite_sports: favourites.sports,
      favorite_teams: favourites.teams ?? {},
    })
    .expect(201);
  plans.set(response.body.user.id, tier);
  return { email, id: response.body.user.id as string, access: response.body.access as string };
}

const digestJob = () => new DigestService({ ...harness.context, sports: new SportsReader({ baseUrl: sports.url }) });

async function deliverAll() {
  const relay = new MailRelay({
    outbox: new OutboxRepository(harness.context.database.db),
    smtpUrl: smtp.url,
    from: 'Vantage <digest@vantage.test>',
    logger: harness.context.logger,
  });
  while ((await relay.drain()).sent > 0);
  await relay.close();
}

jest.setTimeout(60_000);

describe('the daily email digest', () => {
  test('once a day from 8:00 Eastern, each member gets their favourites’ games as their plan shows them, once', async () => {
    const free = await member('free', { sports: ['MLB'], teams: { MLB: ['Yankees'] } });
    const basic = await member('basic', { sports: ['MLB'] });
    const optedOut = await member('free', { sports: ['MLB'] });
    await request(harness.app())
      .post('/api/users/profile/')
      .set(bearer(optedOut.access))
      .send({ email_notifications: false })
      .expect(200);
    const notPlaying = await member('free', { sports: ['MLB'], teams: { MLB: ['Miami Marlins'] } });
    const noSports = await member('free', { sports: [] });

    expect(easternDayAndHour(DUE)).toEqual({ day: '2026-07-15', hour: 8 });
    expect(await digestJob().runDue(EARLY)).toEqual({ queued: 0, skipped: 0, failed: 0 });

    // Two replicas run at once, and again a minute later: one digest each all the same.
    const [first, second] = await Promise.all([digestJob().runDue(DUE), digestJob().runDue(DUE)]);
    await digestJob().runDue(new Date(DUE.getTime() + 60_000));
    expect(first.failed + second.failed).toBe(0);
    await deliverAll();

    expect(smtp.to(free.email)).toHaveLength(1);
    expect(smtp.to(basic.email)).toHaveLength(1);
    for (const none of [optedOut, notPlaying, noSports]) expect(smtp.to(none.email)).toHaveLength(0);
    // A run reads each plan's list once, not once per member: three members on two plans, two busy runs.
    const listReads = sports.reads.filter((read) => read.startsWith('/api/mlb/comparison/?'));
    expect(listReads.length).toBeLessThanOrEqual(4);

    const freeMail = await simpleParser(smtp.to(free.email)[0].raw);
    expect(freeMail.subject).toBe('Your Vantage digest: 1 game of your favourites today');
    expect(freeMail.text).toContain('BOS @ NYY · 7:05 PM');
    expect(freeMail.text).toContain('Pick: New York Yankees (58.0% win probability, medium confidence)');
    expect(freeMail.text).toContain('BOS: Road underdog — 30-20 (60.0%)');
    expect(freeMail.text).toContain('MLB · replay of July 15, 2023');
    expect(freeMail.text).not.toContain('SEA @ OAK');
    expect(freeMail.text).not.toContain('EV at the moneyline');
    expect(freeMail.html).toContain('href="http://localhost:8080/game/2023-07-15-BOS-NYA-1"');
    expect(freeMail.html).toContain('name="viewport"');

    const basicMail = await simpleParser(smtp.to(basic.email)[0].raw);
    expect(basicMail.subject).toBe('Your Vantage digest: 2 games of your favourites today');
    expect(basicMail.text).toContain('EV at the moneyline: BOS -5.1%, NYY +3.2%');
    expect(basicMail.text).toContain('SEA @ OAK');

    // One-click unsubscribe (RFC 8058), and a link in the body that needs no sign-in.
    const { headers } = smtp.to(free.email)[0];
    const link = headers['list-unsubscribe'].slice(1, -1);
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/users\/unsubscribe\/\?token=[0-9a-f-]{36}$/);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(freeMail.text).toContain(link);
    const path = new URL(link).pathname + new URL(link).search;
    const confirm = await request(harness.app()).get(path).expect(200);
    expect(confirm.text).toContain('<form method="post"');
    for (let click = 0; click < 2; click++) {
      const done = await request(harness.app()).post(path).send('List-Unsubscribe=One-Click').expect(200);
      expect(done.text).toContain(UNSUBSCRIBED);
    }
    const profile = await request(harness.app()).get('/api/users/profile/').set(bearer(free.access)).expect(200);
    expect(profile.body.email_notifications).toBe(false);
    await request(harness.app()).post('/api/users/unsubscribe/?token=00000000-0000-4000-8000-000000000000').expect(404);
    await request(harness.app()).get('/api/users/unsubscribe/?token=<script>').expect(404);

    // The next day a member who unsubscribed gets nothing; the others get the new day's digest.
    await digestJob().runDue(new Date(DUE.getTime() + 24 * 3600_000));
    await deliverAll();
    expect(smtp.to(free.email)).toHaveLength(1);
    expect(smtp.to(basic.email)).toHaveLength(2);
  });

  test('svc-sports down: nothing is recorded, so the next run sends the digest', async () => {
    const fan = await member('free', { sports: ['MLB'], teams: { MLB: ['Yankees'] } });
    const down = new DigestService({
      ...harness.context,
      sports: new SportsReader({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
    });
    const day = new Date(DUE.getTime() + 5 * 24 * 3600_000);
    const failed = await down.runDue(day);
    expect(failed.failed).toBeGreaterThan(0);
    expect(failed.queued).toBe(0);
    const ok = await digestJob().runDue(day);
    expect(ok.failed).toBe(0);
    await deliverAll();
    expect(smtp.to(fan.email)).toHaveLength(1);
  });
  test('a watchlist with alerts on adds "today\'s games matching <name>", as the member\'s plan shows them', async () => {
    const free = await member('free', { sports: [] });
    const basic = await member('basic', { sports: ['MLB'], teams: { MLB: ['Yankees'] } });
    const quiet = await member('free', { sports: [] });
    sports.watchlists.set(free.id, [{ name: 'Oakland at home', games: [MARINERS_GAME.game_id] }]);
    sports.watchlists.set(basic.id, [
      { name: 'Road dogs', games: [YANKEES_GAME.game_id, MARINERS_GAME.game_id] },
      { name: 'Nothing today', games: [] },
    ]);
    sports.watchlists.set(quiet.id, [{ name: 'Nothing today', games: [] }]);
    const day = new Date(DUE.getTime() + 9 * 24 * 3600_000);
    expect((await digestJob().runDue(day)).failed).toBe(0);
    await deliverAll();

    const freeMail = await simpleParser(smtp.to(free.email)[0].raw);
    expect(freeMail.subject).toBe('Your Vantage digest: 1 game matching your watchlists today');
    expect(freeMail.text).toContain("Today's games matching Oakland at home\n\nSEA @ OAK");
    expect(freeMail.text).not.toContain('EV at the moneyline');
    expect(freeMail.html).toContain('Today&#39;s games matching Oakland at home');

    const basicMail = await simpleParser(smtp.to(basic.email)[0].raw);
    expect(basicMail.subject).toBe(
      'Your Vantage digest: 1 game of your favourites and 2 games matching your watchlists today',
    );
    const section = basicMail.text!.slice(basicMail.text!.indexOf("Today's games matching Road dogs"));
    expect(section).toContain('BOS @ NYY');
    expect(section).toContain('SEA @ OAK');
    expect(section).toContain('EV at the moneyline: BOS -5.1%, NYY +3.2%');
    expect(basicMail.text).not.toContain('Nothing today');
    // No favourite plays and no watchlist matches: no email.
    expect(smtp.to(quiet.email)).toHaveLength(0);
  });
});
