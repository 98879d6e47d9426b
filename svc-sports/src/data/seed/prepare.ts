import type { Logger } from '@vantage/service-kit/logger';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock/clock';
import type { SportsDb } from '../../db/database';
import { PredictionRecorder } from '../../model/predictions/recorder';
import { BetRepository } from '../../api/bets/repository';
import { settleBets } from '../../api/bets/service';
import { LedgerRepository } from '../../api/ledger/repository';
import { LedgerService, type RootAnchor } from '../../api/ledger/service';
import type { TeamLookup } from '../../api/teams/lookup';
import type { League } from '../../leagues/league';
import { seasonDates, seasonOf } from '../../registry/profiles';

export interface PreparedLeague {
  teams: TeamLookup;
  recorder: PredictionRecorder;
}

/** The start of the season before today's: where the recorded history of a league begins (see PredictionRecorder). */
export function defaultLeagueSince(league: League, today: string): string {
  return seasonDates(league.profile, seasonOf(league.profile, today) - 1).from;
}

/**
 * Every league's idempotent start-up step (also `npm run seed -w svc-sports`): seeds the league's shipped data when
 * it changed (League.seed), records the prediction of every game from `since` up to today that has none (committing
 * each day to the ledger, whose roots go to `anchors`), scores those whose results are known and settles the bets
 * on decided games.
 */
export async function prepareLeague(
  db: SportsDb,
  league: League,
  dataDir: string,
  clock: Clock,
  logger: Logger,
  since = defaultLeagueSince(league, clock.today()),
  anchors: RootAnchor[] = [],
): Promise<PreparedLeague> {
  const seeded = await league.seed(db, dataDir, logger);
  const ledger = new LedgerService({
    repository: new LedgerRepository({ db, league: league.id }),
    clock,
    logger,
    anchors,
  });
  const recorder = PredictionRecorder.of(league, { db, logger, since, clock, ledger, dataDir });
  const today = clock.today();
  const recorded = await recorder.record(today);
  // Fresh statistics after a bulk load let the planner use the partial indexes of unscored rows.
  if (seeded || recorded > 1000) await db.execute(sql`ANALYZE sports.games, sports.predictions, sports.team_trends`);
  await recorder.score(today);
  // Members' bets on the games decided by the clock's day (a replay's, which stands still, settles them here).
  await settleBets(new BetRepository(db), league.id, clock);
  return { teams: league.teams(dataDir), recorder };
}
