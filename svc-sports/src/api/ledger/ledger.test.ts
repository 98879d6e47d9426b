import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { ledgerDaySchema, ledgerProofSchema, rootFromPath, chainRoot, leafHash } from '@vantage/contracts/ledger';
import { createLogger } from '@vantage/service-kit/logger';
import request from 'supertest';
import { useLeagueTestEnv } from '../../testing/harness';
import { LedgerRepository } from './repository';
import { LedgerService, sha256 } from './service';

// The NBA replaying 2024-01-15 (six games; the days before it were predicted after the fact at seeding).
const TODAY = '2024-01-15';
const env = useLeagueTestEnv('nba', TODAY, [2023]);
const VERIFIER = path.resolve(__dirname, '../../../../scripts/verify-ledger.mjs');
const FROM = '2024-01-08';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(env.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `npm run verify-ledger` against the running API, as a member (every prediction shown). */
async function verify(from = FROM, to = TODAY): Promise<{ code: number; out: string }> {
  const token = env.bearer('free').slice('Bearer '.length);
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [VERIFIER, '--url', base, '--league', 'nba', '--from', from, '--to', to],
      { env: { ...process.env, VANTAGE_TOKEN: token } },
    );
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

/** Runs `change` with the ledger's append-only triggers off (an intruder with the database), then undoes it. */
async function tampered(change: string, undo: string, check: () => Promise<void>) {
  const pool = env.database.pool;
  const triggers = (on: boolean) =>
    pool.query(
      `ALTER TABLE sports.ledger_days ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ledger_days_append_only;
       ALTER TABLE sports.ledger_leaves ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ledger_leaves_append_only`,
    );
  await triggers(false);
  await pool.query(change);
  try {
    await check();
  } finally {
    await pool.query(undo);
    await triggers(true);
  }
}

const day = async (date: string, authorization?: string) => {
  const req = request(env.app).get(`/api/nba/ledger/?date=${date}`);
  return authorization ? req.set('Authorization', authorization) : req;
};

describe('the public ledger', () => {
  it('commits each day once, chained, and says which days were committed before their games', async () => {
    const answer = await day(TODAY, env.bearer('free'));
    expect(answer.status).toBe(200);
    const today = ledgerDaySchema.parse(answer.body);
    // The replay clock stands a minute before the replayed day begins: its games were committed before they began.
    expect(today).toMatchObject({ kind: 'recorded', clock: 'replay', clock_time: '2024-01-15T04:59:00.000Z' });
    expect(today.leaves.map((l) => l.game_id)).toEqual([...today.leaves.map((l) => l.game_id)].sort());
    expect(today.leaves.every((l) => l.prediction !== null)).toBe(true);
    const yesterday = ledgerDaySchema.parse((await day(today.previous_date!)).body);
    expect(yesterday.kind).toBe('reconstructed');
    expect(today.previous_root).toBe(yesterday.root);
    // A guest sees every leaf's hash, and the prediction of the day's free game only.
    expect(yesterday.leaves.filter((l) => l.prediction !== null)).toHaveLength(1);
    const rows = await env.database.pool.query(
      "SELECT count(*)::int AS n, count(DISTINCT previous_root)::int AS links FROM sports.ledger_days WHERE league = 'nba'",
    );
    expect(rows.rows[0].n).toBe(rows.rows[0].links);
    expect((await day('2024-07-15')).status).toBe(404);
    expect((await day('2024-02-30')).status).toBe(400);
  });

  it("serves each game's inclusion proof, which leads from its prediction to the day's root", async () => {
    const today = ledgerDaySchema.parse((await day(TODAY, env.bearer('free'))).body);
    for (const leaf of today.leaves) {
      const answer = await request(env.app)
        .get(`/api/nba/ledger/${leaf.game_id}/proof/`)
        .set('Authorization', env.bearer('free'));
      const proof = ledgerProofSchema.parse(answer.body);
      const merkle = await rootFromPath(sha256, await leafHash(sha256, proof.prediction), proof.path);
      expect(await chainRoot(sha256, proof.previous_root, merkle)).toBe(today.root);
    }
    // A guest's proof is the free game's only, as the game page shows a guest that game only.
    const guestView = ledgerDaySchema.parse((await day(TODAY)).body);
    const free = guestView.leaves.find((l) => l.prediction)!;
    const locked = guestView.leaves.find((l) => !l.prediction)!;
    expect((await request(env.app).get(`/api/nba/ledger/${free.game_id}/proof/`)).status).toBe(200);
    expect((await request(env.app).get(`/api/nba/ledger/${locked.game_id}/proof/`)).status).toBe(403);
    expect((await request(env.app).get('/api/nba/ledger/nba-1999-01-01-AAA-BBB-0/proof/')).status).toBe(404);
  });

  it('refuses to change or remove a committed day or leaf', async () => {
    await expect(env.database.pool.query("UPDATE sports.ledger_days SET kind = 'recorded'")).rejects.toThrow(
      /append-only/,
    );
    await expect(env.database.pool.query('DELETE FROM sports.ledger_leaves')).rejects.toThrow(/append-only/);
  });

  it('commits a day once however many replicas commit at the same time', async () => {
    const logger = createLogger('ledger-test', 'silent');
    const submitted: string[] = [];
    const calendar = {
      calendar: 'https://calendar.example',
      submit: async (root: string) => {
        submitted.push(root);
        return `ots-${root}`;
      },
    };
    const replica = () =>
      new LedgerService({
        repository: new LedgerRepository({ db: env.database.db, league: 'nba' }),
        clock: env.clock,
        logger,
        anchors: [calendar],
      });
    const before = (await day(TODAY)).body.root;
    // The last three days as if not committed yet (an intruder's delete, the trigger off).
    const recent = "league = 'nba' AND date >= '2024-01-13'";
    await tampered(
      `DELETE FROM sports.ledger_leaves WHERE ${recent}; DELETE FROM sports.ledger_days WHERE ${recent}`,
      'SELECT 1',
      async () => {
        const [a, b] = await Promise.all([replica().commitDue(), replica().commitDue()]);
        // One replica committed the three days; the other, waiting on the lock, found nothing left.
        expect([a, b].sort((x, y) => x.length - y.length)).toEqual([[], ['2024-01-13', '2024-01-14', '2024-01-15']]);
      },
    );
    const today = ledgerDaySchema.parse((await day(TODAY)).body);
    expect(today.root).toBe(before);
    // The newest root alone goes to the calendar (it commits to every day before it), once.
    expect(submitted).toEqual([before]);
    expect(today.anchors).toMatchObject([{ calendar: calendar.calendar, receipt: `ots-${before}` }]);
  });

  describe('npm run verify-ledger', () => {
    it('accepts the served days', async () => {
      const { code, out } = await verify();
      expect(out).toMatch(
        /^VERIFIED nba 2024-01-08 to 2024-01-15: 8 committed days \(1 recorded before their games, 7 reconstructed\)/,
      );
      expect(code).toBe(0);
    }, 60_000);

    it('fails when a stored probability changed after its commitment', async () => {
      const game = (await day('2024-01-10', env.bearer('free'))).body.leaves[1].game_id;
      await tampered(
        `UPDATE sports.predictions SET p_home = p_home + 0.01 WHERE game_id = '${game}'`,
        `UPDATE sports.predictions SET p_home = p_home - 0.01 WHERE game_id = '${game}'`,
        async () => {
          const { code, out } = await verify();
          expect(out).toContain(`MISMATCH 2024-01-10: the prediction of ${game} does not hash to its committed leaf`);
          expect(code).toBe(1);
        },
      );
      expect((await verify()).code).toBe(0);
    }, 60_000);

    it('fails when a leaf was replaced', async () => {
      const [first, second] = (await day('2024-01-12')).body.leaves;
      await tampered(
        `UPDATE sports.ledger_leaves SET leaf_hash = '${second.leaf_hash}' WHERE game_id = '${first.game_id}'`,
        `UPDATE sports.ledger_leaves SET leaf_hash = '${first.leaf_hash}' WHERE game_id = '${first.game_id}'`,
        async () => {
          const { code, out } = await verify();
          expect(out).toContain('MISMATCH 2024-01-12: the leaves give Merkle root');
          expect(code).toBe(1);
        },
      );
    }, 60_000);

    it("fails when a day's root was rewritten", async () => {
      const root = (await day('2024-01-11')).body.root as string;
      const forged = root.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      await tampered(
        `UPDATE sports.ledger_days SET root = '${forged}' WHERE league = 'nba' AND date = '2024-01-11'`,
        `UPDATE sports.ledger_days SET root = '${root}' WHERE league = 'nba' AND date = '2024-01-11'`,
        async () => {
          const { code, out } = await verify();
          expect(out).toContain('MISMATCH 2024-01-11: previous root and Merkle root give');
          expect(out).toContain('MISMATCH 2024-01-12: previous root');
          expect(code).toBe(1);
        },
      );
    }, 60_000);

    it('fails when two days swap places in the chain', async () => {
      // Each day stays consistent on its own (its leaves, Merkle root and root move with it); only the order lies.
      const swap = (a: string, b: string) =>
        ['ledger_days', 'ledger_leaves']
          .map(
            (table) => `
              UPDATE sports.${table} SET date = '1900-01-01' WHERE league = 'nba' AND date = '${a}';
              UPDATE sports.${table} SET date = '${a}' WHERE league = 'nba' AND date = '${b}';
              UPDATE sports.${table} SET date = '${b}' WHERE league = 'nba' AND date = '1900-01-01';`,
          )
          .join('') +
        `UPDATE sports.ledger_days SET previous_date = CASE previous_date WHEN '${a}' THEN '${b}'::date ELSE '${a}'::date END
           WHERE league = 'nba' AND previous_date IN ('${a}', '${b}');`;
      await tampered(swap('2024-01-10', '2024-01-11'), swap('2024-01-11', '2024-01-10'), async () => {
        const { code, out } = await verify();
        expect(out).toMatch(/MISMATCH 2024-01-1[01]: /);
        expect(code).toBe(1);
      });
      expect((await verify()).code).toBe(0);
    }, 60_000);
  });
});
