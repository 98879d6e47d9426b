import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '@vantage/service-kit/logger';
import { eq, sql } from 'drizzle-orm';
import { battingToText, lineupToText, type GameOdds } from '../../data/games';
import { loadDataset } from './dataset';
import { loadTeams } from './reference';
import type { SportsDb } from '../../db/database';
import { syncState } from '../../db/schema';
import { bulkInsert } from '../../db/bulk';
import { upsertTeams } from '../../data/seed/teams';
import { loadOpeningLines, type OpeningLine } from './opening-lines';

/** Fingerprint of the shipped dataset: a changed file is seeded again. */
function fingerprint(dataDir: string): string {
  const hash = createHash('sha1');
  const files = [
    'teams.csv',
    'pitchers.csv',
    ...fs
      .readdirSync(path.join(dataDir, 'games'))
      .sort()
      .map((f) => `games/${f}`),
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dataDir, file)));
  return hash.digest('hex');
}

/** The archive's open and close of each game that has both, as price history rows (no time: the archive names none). */
export function archivePrices(
  games: { id: string; odds: { homeMoneyline: number; awayMoneyline: number; source: string } | null }[],
  opening: OpeningLine[],
): Record<string, unknown>[] {
  const closing = new Map(games.flatMap((g) => (g.odds?.source === 'sbr' ? [[g.id, g.odds] as const] : [])));
  return opening.flatMap((o) => {
    const close = closing.get(o.gameId);
    if (!close) return [];
    const row = (kind: 'open' | 'close', home: number, away: number) => ({
      game_id: o.gameId,
      source: 'sbr',
      book: 'sbr',
      kind,
      home_moneyline: home,
      away_moneyline: away,
    });
    return [row('open', o.home, o.away), row('close', close.homeMoneyline, close.awayMoneyline)];
  });
}

/** A shipped game's `sports.odds` row: the moneyline, the total, and the run line and prices where the archive has them. */
export function oddsRow(gameId: string, odds: GameOdds): Record<string, unknown> {
  return {
    game_id: gameId,
    home_moneyline: odds.homeMoneyline,
    away_moneyline: odds.awayMoneyline,
    total: odds.total,
    run_line: odds.runLine?.homeFavouredBy ?? null,
    run_line_home_price: odds.runLine?.home ?? null,
    run_line_away_price: odds.runLine?.away ?? null,
    over_price: odds.totalPrices?.over ?? null,
    under_price: odds.totalPrices?.under ?? null,
    source: odds.source,
  };
}

/**
 * The run line and prices of the shipped rows onto the same source's rows seeded before the data had them
 * (migration 0012 added the columns): only empty columns are filled, so a stored value is never overwritten.
 */
async function fillLinePrices(db: SportsDb, rows: Record<string, unknown>[]): Promise<void> {
  const priced = rows.filter((r) => r.run_line !== null || r.over_price !== null);
  const columns = ['run_line', 'run_line_home_price', 'run_line_away_price', 'over_price', 'under_price'];
  const set = sql.raw(columns.map((c) => `"${c}" = COALESCE(o."${c}", n."${c}")`).join(', '));
  for (let i = 0; i < priced.length; i += 4000) {
    const json = JSON.stringify(priced.slice(i, i + 4000));
    await db.execute(
      sql`UPDATE sports.odds o SET ${set} FROM json_populate_recordset(NULL::sports.odds, ${json}::json) n
          WHERE o.game_id = n.game_id AND o.source = n.source AND (o.run_line IS NULL OR o.over_price IS NULL)`,
    );
  }
}

/**
 * Loads the shipped dataset (teams, every 2010–2023 game, moneylines, totals, run lines and their prices) into the
 * database once. Rows already there are kept: seeding never overwrites or deletes (it only fills the line prices
 * of rows seeded before the data carried them).
 */
export async function seedDataset(
  db: SportsDb,
  dataDir: string,
  logger: Logger,
): Promise<{ seeded: boolean; games: number; ms: number }> {
  const started = Date.now();
  const print = fingerprint(dataDir);
  const [state] = await db.select().from(syncState).where(eq(syncState.key, 'dataset'));
  if (state && (state.value as { fingerprint?: string }).fingerprint === print)
    return { seeded: false, games: 0, ms: Date.now() - started };

  const teamRows = loadTeams(dataDir).map((t) => ({
    code: t.code,
    mlbId: t.mlbId,
    abbreviation: t.abbreviation,
    name: t.name,
    nickname: t.nickname,
    city: t.city,
    league: t.league,
    division: t.division,
  }));
  await upsertTeams(db, teamRows);

  const { games, pitcherNames } = loadDataset(dataDir);
  const rows = games.map((g) => ({
    id: g.id,
    season: g.season,
    date: g.date,
    game_number: g.gameNumber,
    day_night: g.dayNight,
    away: g.away,
    home: g.home,
    park: g.park,
    away_starter: g.awayStarter,
    home_starter: g.homeStarter,
    away_starter_name: g.awayStarter ? (pitcherNames.get(g.awayStarter) ?? null) : null,
    home_starter_name: g.homeStarter ? (pitcherNames.get(g.homeStarter) ?? null) : null,
    status: g.result ? 'completed' : 'scheduled',
    away_score: g.result?.awayScore ?? null,
    home_score: g.result?.homeScore ?? null,
    outs: g.result?.outs ?? null,
    winning_pitcher: g.result?.winningPitcher ?? null,
    losing_pitcher: g.result?.losingPitcher ?? null,
    result_known_on: g.result?.knownOn ?? null,
    away_batting: g.result?.awayBatting ? battingToText(g.result.awayBatting) : null,
    home_batting: g.result?.homeBatting ? battingToText(g.result.homeBatting) : null,
    away_lineup: g.lineups ? lineupToText(g.lineups.away) : null,
    home_lineup: g.lineups ? lineupToText(g.lineups.home) : null,
    source: 'retrosheet',
  }));
  await bulkInsert(db, 'games', rows);
  const oddsRows = games.flatMap((g) => (g.odds ? [oddsRow(g.id, g.odds)] : []));
  await bulkInsert(db, 'odds', oddsRows);
  await fillLinePrices(db, oddsRows);
  await bulkInsert(db, 'price_history', archivePrices(games, loadOpeningLines(dataDir)));
  await db
    .insert(syncState)
    .values({ key: 'dataset', value: { fingerprint: print, games: rows.length } })
    .onConflictDoUpdate({ target: syncState.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  const ms = Date.now() - started;
  logger.info({ games: rows.length, ms }, 'dataset seeded');
  return { seeded: true, games: rows.length, ms };
}
