import { createHash } from 'node:crypto';
import {
  chainRoot,
  compareGameIds,
  GENESIS_ROOT,
  leafHash,
  merklePath,
  merkleRoot,
  type LedgerDay,
  type LedgerKind,
  type LedgerPrediction,
  type LedgerProof,
  type Sha256,
} from '@vantage/contracts/ledger';
import type { Logger } from '@vantage/service-kit/logger';
import { notFound } from '@vantage/service-kit/errors';
import { dayOpening, type Clock } from '../../clock/clock';
import type { LedgerDayRow, LedgerLeafRow, LedgerRepository } from './repository';

export const sha256: Sha256 = async (bytes) => new Uint8Array(createHash('sha256').update(bytes).digest());

/** Sends a committed root to a timestamp calendar outside our control; resolves to the calendar's receipt. */
export interface RootAnchor {
  readonly calendar: string;
  submit(root: string): Promise<string>;
}

/** What the caller may read of a leaf's prediction: every game's, or (a guest) only the day's free game's. */
export type Reveal = (date: string) => Promise<(gameId: string) => boolean>;

/**
 * Commits a league's predictions day by day (docs/ledger.md) and serves the commitments. A day is committed once
 * every game of it has a prediction; its kind is decided then, by the clock the service runs on: `recorded` when
 * that clock is before the day's first scheduled start, else `reconstructed`.
 */
export class LedgerService {
  constructor(
    private readonly deps: {
      repository: LedgerRepository;
      clock: Clock;
      logger: Logger;
      anchors?: RootAnchor[];
    },
  ) {}

  /**
   * Commits every day up to today whose games all have predictions and that follows the last committed day, in
   * date order; a day whose games are not all predicted yet stops it (later days wait for it). Returns the dates.
   */
  async commitDue(): Promise<string[]> {
    const { repository, clock } = this.deps;
    const committed = await repository.locked(async (db) => {
      const last = await repository.last(db);
      const days: LedgerDayRow[] = [];
      const leaves: LedgerLeafRow[] = [];
      let previous = last ? { date: last.date, root: last.root } : { date: null as string | null, root: GENESIS_ROOT };
      const after = last?.date ?? null;
      const byDate = new Map<string, LedgerPrediction[]>();
      for (const p of await repository.predictionsAfter(db, after, clock.today()))
        byDate.set(p.date, [...(byDate.get(p.date) ?? []), p]);
      for (const day of await repository.coverage(db, after, clock.today())) {
        if (day.predicted === 0 && day.date < clock.today()) continue;
        if (day.predicted < day.games) break;
        const row = await this.commitment(day.date, byDate.get(day.date) ?? [], day.firstStart, previous);
        days.push(row.day);
        leaves.push(...row.leaves);
        previous = { date: row.day.date, root: row.day.root };
      }
      await repository.insert(db, days, leaves);
      return days;
    });
    if (committed.length > 0)
      this.deps.logger.info(
        { league: repository.league, days: committed.length, last: committed.at(-1)!.date },
        'ledger committed',
      );
    await this.anchor(committed);
    return committed.map((d) => d.date);
  }

  private async commitment(
    date: string,
    ofDay: LedgerPrediction[],
    firstStart: Date | null,
    previous: { date: string | null; root: string },
  ): Promise<{ day: LedgerDayRow; leaves: LedgerLeafRow[] }> {
    const { repository, clock } = this.deps;
    const predictions = [...ofDay].sort((a, b) => compareGameIds(a.game_id, b.game_id));
    const hashes = await Promise.all(predictions.map((p) => leafHash(sha256, p)));
    const merkle = await merkleRoot(sha256, hashes);
    const start = firstStart ?? dayOpening(date);
    const clockTime = clock.now();
    const kind: LedgerKind = clockTime <= start ? 'recorded' : 'reconstructed';
    return {
      day: {
        league: repository.league,
        date,
        kind,
        committedAt: new Date(),
        clock: clock.replay ? 'replay' : 'live',
        clockTime,
        firstStart: start,
        previousDate: previous.date,
        previousRoot: previous.root,
        merkleRoot: merkle,
        root: await chainRoot(sha256, previous.root, merkle),
      },
      leaves: predictions.map((p, position) => ({
        gameId: p.game_id,
        league: repository.league,
        date,
        position,
        leafHash: hashes[position],
      })),
    };
  }

  /**
   * Submits the last new root to every configured calendar: a root commits to every day before it, so one
   * anchor covers a whole batch (a fresh database's history too). A calendar that fails is logged and skipped.
   */
  private async anchor(days: LedgerDayRow[]): Promise<void> {
    const day = days.at(-1);
    if (!day) return;
    for (const anchor of this.deps.anchors ?? [])
      try {
        await this.deps.repository.addAnchor(day.date, anchor.calendar, await anchor.submit(day.root));
      } catch (err) {
        this.deps.logger.warn({ err, calendar: anchor.calendar, date: day.date }, 'ledger anchor failed');
      }
  }

  /** A committed day as served: its leaves with the predictions as stored now (those the caller may see). */
  async day(date: string, reveal: Reveal): Promise<LedgerDay> {
    const { repository } = this.deps;
    const row = await repository.day(date);
    if (!row) throw notFound(`Nothing was committed for ${repository.league.toUpperCase()} on ${date}.`);
    const leaves = await repository.leaves(date);
    const shown = await reveal(date);
    const current = await repository.predictions(leaves.filter((l) => shown(l.gameId)).map((l) => l.gameId));
    return {
      ...commitmentOf(row),
      anchors: (await repository.anchors(date)).map((a) => ({
        calendar: a.calendar,
        receipt: a.receipt,
        submitted_at: a.submittedAt.toISOString(),
      })),
      leaves: leaves.map((l) => ({
        game_id: l.gameId,
        leaf_hash: l.leafHash,
        prediction: current.get(l.gameId) ?? null,
      })),
    };
  }

  /** The inclusion proof of a game's prediction as stored now; null for a game the caller may not see. */
  async proof(gameId: string, reveal: Reveal): Promise<LedgerProof | null> {
    const { repository } = this.deps;
    const leaf = await repository.leaf(gameId);
    const row = leaf && (await repository.day(leaf.date));
    const prediction = leaf && (await repository.predictions([gameId])).get(gameId);
    if (!leaf || !row || !prediction)
      throw notFound('No committed prediction of this game: its day is not committed yet.');
    if (!(await reveal(leaf.date))(gameId)) return null;
    const hashes = (await repository.leaves(leaf.date)).map((l) => l.leafHash);
    return {
      game_id: gameId,
      date: leaf.date,
      prediction,
      leaf_hash: leaf.leafHash,
      index: leaf.position,
      leaves: hashes.length,
      path: await merklePath(sha256, hashes, leaf.position),
      merkle_root: row.merkleRoot,
      previous_root: row.previousRoot,
      root: row.root,
    };
  }
}

function commitmentOf(row: LedgerDayRow): Omit<LedgerDay, 'leaves' | 'anchors'> {
  return {
    league: row.league,
    date: row.date,
    kind: row.kind as LedgerKind,
    committed_at: row.committedAt.toISOString(),
    clock: row.clock as 'live' | 'replay',
    clock_time: row.clockTime.toISOString(),
    first_start: row.firstStart.toISOString(),
    previous_date: row.previousDate,
    previous_root: row.previousRoot,
    merkle_root: row.merkleRoot,
    root: row.root,
  };
}
