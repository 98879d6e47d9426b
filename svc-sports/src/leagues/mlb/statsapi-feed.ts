import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { easternDate } from '../../clock/clock';
import { battingToText, gameId, lineupToText } from '../../data/games';
import { dataDir, type TeamDirectory } from './reference';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, playerSeasons } from '../../db/schema';
import { insertInBatches } from '../../api/games/repository';
import type { ParkLocator } from './schedule';
import type { OddsProvider } from '../../live/providers/odds/provider';
import type { BoxScore, MlbDataProvider, ScheduledGame, SeasonSplits } from './statsapi/statsapi';
import type { LiveFeed, StoredGames } from '../../live/ingest/ingestion';
import type { PlayerIds } from './player-ids';
import { storeProviderLine } from '../../live/ingest/price-history';

/** Box scores asked per run at most, newest first: a first live start catches up over the following runs. */
const BOX_SCORES_PER_RUN = 60;
/** A live season projects from the three seasons before it (leagues/mlb/projections.ts). */
const PROJECTED_SEASONS = 3;

/** Seasons of the shipped players' table (data/players/YYYY.csv), which the Stats API need not fill. */
function shippedSplitSeasons(): Set<number> {
  const dir = path.join(dataDir(), 'players');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /^\d{4}\.csv$/.test(f))
      .map((f) => Number(f.slice(0, 4))),
  );
}

/**
 * MLB's live feed: the games from the MLB Stats API, stored under Retrosheet's team codes and player ids where
 * the names match, then each finished game's box score (batting lines and the nines that started), today's
 * announced nines, the players' seasons the shipped splits lack, and the odds provider's moneylines.
 */
export class StatsApiLiveFeed implements LiveFeed {
  readonly league = 'mlb';

  constructor(
    private readonly deps: {
      db: SportsDb;
      mlb: MlbDataProvider;
      odds: OddsProvider | null;
      teams: TeamDirectory;
      parks: ParkLocator;
      /** Retrosheet ids by name, so a player's history carries over to the live data. */
      players: PlayerIds;
    },
  ) {}

  private pitcher(p: ScheduledGame['home']['probablePitcher']): { id: string | null; name: string | null } {
    if (!p) return { id: null, name: null };
    return { id: this.deps.players.pitcher(p), name: p.name };
  }

  /** Both starting nines as stored ("-" for a player the box score does not name), when announced. */
  private lineups(box: BoxScore): { awayLineup: string; homeLineup: string } | null {
    if (!box.lineups) return null;
    const ids = (nine: NonNullable<BoxScore['lineups']>['away']) =>
      lineupToText(nine.map((p) => (p ? this.deps.players.batter(p) : null)));
    return { awayLineup: ids(box.lineups.away), homeLineup: ids(box.lineups.home) };
  }

  async lastStoredDate(): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ date: sql<string | null>`max(${games.date})::text` })
      .from(games)
      .where(eq(games.sport, this.league));
    return row.date;
  }

  async storeGames(from: string, to: string): Promise<StoredGames> {
    const scheduled = await this.deps.mlb.schedule(from, to);
    return { fetched: scheduled.length, ...(await this.store(scheduled)), lines: 0 };
  }

  async storeExtras(today: string, errors: string[]): Promise<Record<string, number>> {
    return {
      boxScores: await this.storeBoxScores(errors),
      lineups: await this.storeLineups(today, errors),
      playerSeasons: await this.storePlayerSeasons(today, errors),
    };
  }

  /** Inserts new games and updates ours (never the shipped Retrosheet ones, never a final back to pending). */
  private async store(scheduled: ScheduledGame[]): Promise<{ inserted: number; updated: number }> {
    const rows = scheduled.flatMap((s) => {
      const home = this.deps.teams.byMlb(s.home.mlbTeamId)?.code;
      const away = this.deps.teams.byMlb(s.away.mlbTeamId)?.code;
      if (!home || !away) return [];
      // The line score's totals are the final score; the schedule's team scores stand in without one.
      const homeScore = s.lineScore?.home.runs ?? s.home.score;
      const awayScore = s.lineScore?.away.runs ?? s.away.score;
      const final = s.status === 'completed' && homeScore !== null && awayScore !== null;
      const homeStarter = this.pitcher(s.home.probablePitcher);
      const awayStarter = this.pitcher(s.away.probablePitcher);
      return [
        {
          id: gameId(s.date, away, home, s.gameNumber),
          season: s.season,
          date: s.date,
          game_number: s.gameNumber,
          day_night: s.dayNight,
          start_time: s.startTime?.toISOString() ?? null,
          away,
          home,
          park: this.deps.parks.homePark(home) ?? '',
          away_starter: awayStarter.id,
          home_starter: homeStarter.id,
          away_starter_name: awayStarter.name,
          home_starter_name: homeStarter.name,
          status: s.status,
          away_score: final ? awayScore : null,
          home_score: final ? homeScore : null,
          outs: final ? (s.lineScore?.outs ?? null) : null,
          result_known_on: final ? s.date : null,
          source: 'statsapi',
          // A postponed listing shares its gamePk with the make-up game on its new date.
          mlb_game_pk: s.status === 'postponed' ? null : s.gamePk,
        },
      ];
    });
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    const { db } = this.deps;
    const existing = new Map(
      (
        await db
          .select({ id: games.id, status: games.status, source: games.source })
          .from(games)
          .where(
            inArray(
              games.id,
              rows.map((r) => r.id),
            ),
          )
      ).map((r) => [r.id, r]),
    );
    const fresh = rows.filter((r) => !existing.has(r.id));
    await bulkInsert(db, 'games', fresh);
    let updated = 0;
    for (const row of rows) {
      const old = existing.get(row.id);
      if (!old || old.source !== 'statsapi' || (old.status === 'completed' && row.status !== 'completed')) continue;
      if (old.status === row.status && row.status === 'completed') continue;
      await db
        .update(games)
        .set({
          status: row.status,
          startTime: row.start_time ? new Date(row.start_time) : null,
          dayNight: row.day_night,
          homeScore: row.home_score,
          awayScore: row.away_score,
          outs: row.outs,
          resultKnownOn: row.result_known_on,
          // An announced starter is kept when a later answer has none.
          ...(row.home_starter ? { homeStarter: row.home_starter, homeStarterName: row.home_starter_name } : {}),
          ...(row.away_starter ? { awayStarter: row.away_starter, awayStarterName: row.away_starter_name } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(games.id, row.id), eq(games.source, 'statsapi')));
      updated++;
    }
    return { inserted: fresh.length, updated };
  }

  /**
   * Batting lines of our finished games from their box scores, so the run model and the strikeout and walk
   * rates learn from live games as they do from Retrosheet's, and the nines that started (the players' model
   * learns from them as from Retrosheet's lineups). One failed answer skips that game until next run.
   */
  private async storeBoxScores(errors: string[]): Promise<number> {
    const { db } = this.deps;
    const missing = await db
      .select({ id: games.id, gamePk: games.mlbGamePk })
      .from(games)
      .where(
        and(
          eq(games.source, 'statsapi'),
          eq(games.status, 'completed'),
          isNull(games.homeBatting),
          isNotNull(games.mlbGamePk),
        ),
      )
      .orderBy(desc(games.date))
      .limit(BOX_SCORES_PER_RUN);
    let stored = 0;
    for (const game of missing) {
      try {
        const box = await this.deps.mlb.boxScore(game.gamePk!);
        await db
          .update(games)
          .set({
            awayBatting: battingToText(box.away),
            homeBatting: battingToText(box.home),
            ...this.lineups(box),
            updatedAt: new Date(),
          })
          .where(eq(games.id, game.id));
        stored++;
      } catch (err) {
        errors.push(`box score ${game.gamePk}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  /**
   * The announced starting nines of today's games not started yet (the box score lists them a few hours before
   * first pitch), so the players' model predicts them. Asked every run until both are announced.
   */
  private async storeLineups(today: string, errors: string[]): Promise<number> {
    const { db } = this.deps;
    const waiting = await db
      .select({ id: games.id, gamePk: games.mlbGamePk })
      .from(games)
      .where(
        and(
          eq(games.source, 'statsapi'),
          eq(games.date, today),
          eq(games.status, 'scheduled'),
          isNotNull(games.mlbGamePk),
          or(isNull(games.awayLineup), isNull(games.homeLineup)),
        ),
      );
    let stored = 0;
    for (const game of waiting) {
      try {
        const lineups = this.lineups(await this.deps.mlb.boxScore(game.gamePk!));
        if (!lineups) continue;
        await db
          .update(games)
          .set({ ...lineups, updatedAt: new Date() })
          .where(eq(games.id, game.id));
        stored++;
      } catch (err) {
        errors.push(`lineups ${game.gamePk}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  /**
   * Players' regular seasons the shipped splits lack, among the three before today's, from the Stats API's
   * season statistics by hand: stored once a season is over, whole or not at all (a failed or empty answer is
   * asked again next run; until then the season projects from the seasons there are, or not at all).
   */
  private async storePlayerSeasons(today: string, errors: string[]): Promise<number> {
    const { db } = this.deps;
    const current = Number(today.slice(0, 4));
    const shipped = shippedSplitSeasons();
    const stored = new Set(
      (await db.selectDistinct({ season: playerSeasons.season }).from(playerSeasons)).map((r) => r.season),
    );
    let added = 0;
    for (let season = current - PROJECTED_SEASONS; season < current; season++) {
      if (shipped.has(season) || stored.has(season)) continue;
      try {
        const hitting = await this.deps.mlb.seasonSplits(season, 'hitting');
        const pitching = await this.deps.mlb.seasonSplits(season, 'pitching');
        if (hitting.length === 0 || pitching.length === 0) throw new Error('no players');
        const hands = await this.deps.mlb.handedness([...new Set([...hitting, ...pitching].map((p) => p.mlbId))]);
        const rows = new Map<string, typeof playerSeasons.$inferInsert>();
        const add = (p: SeasonSplits, role: 'bat' | 'pitch') => {
          const playerId = role === 'bat' ? this.deps.players.batter(p) : this.deps.players.pitcher(p);
          const h = hands.get(p.mlbId);
          const hand = role === 'bat' ? (h?.bats === 'S' ? 'B' : (h?.bats ?? 'R')) : (h?.throws ?? 'R');
          const row = { season, playerId, role, hand, vsLeft: p.vsL, vsRight: p.vsR };
          // Two players matched to one name: the one who played more keeps it.
          const key = `${role}:${playerId}`;
          const old = rows.get(key);
          if (!old || old.vsLeft.pa + old.vsRight.pa < p.vsL.pa + p.vsR.pa) rows.set(key, row);
        };
        for (const p of hitting) add(p, 'bat');
        for (const p of pitching) add(p, 'pitch');
        await db.transaction((tx) =>
          insertInBatches([...rows.values()], (batch) => tx.insert(playerSeasons).values(batch)),
        );
        added++;
      } catch (err) {
        errors.push(`player season ${season}: ${(err as Error).message}`);
      }
    }
    return added;
  }

  /**
   * The odds provider's current lines for today's and later games that have not started (the median moneyline, each
   * book's lines, the books' consensus run line and total); earlier games keep their last line. Without a provider (no ODDS_API_KEY), none.
   */
  async storeLines(today: string): Promise<number> {
    if (!this.deps.odds) return 0;
    const lines = await this.deps.odds.upcoming();
    let stored = 0;
    for (const line of lines) {
      // The instant the line is judged not started at is the one it is stored as seen at.
      const now = Date.now();
      const home = this.deps.teams.byName(line.homeTeam)?.code;
      const away = this.deps.teams.byName(line.awayTeam)?.code;
      const date = easternDate(line.commenceTime);
      if (!home || !away || date < today || line.commenceTime.getTime() <= now) continue;
      const [game] = await this.deps.db
        .select({ id: games.id })
        .from(games)
        .where(
          and(
            eq(games.sport, this.league),
            eq(games.date, date),
            eq(games.home, home),
            eq(games.away, away),
            sql`${games.status} = 'scheduled'`,
          ),
        )
        .orderBy(games.gameNumber)
        .limit(1);
      if (!game) continue;
      await storeProviderLine(this.deps.db, game.id, this.deps.odds.name, line, new Date(now));
      stored++;
    }
    return stored;
  }
}
