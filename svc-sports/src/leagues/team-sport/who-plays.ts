import type { LeagueModelConstants } from './model';
import type { LeagueGame } from './types';

/** A player's walk-forward rating in the league's unit. */
export interface PlayerRating {
  rating: number;
  season: number;
  games: number;
}

/** What the team-sport model lends a who-plays strategy: its constants and its players' ratings. */
export interface WhoPlaysContext {
  readonly c: LeagueModelConstants;
  player(id: string, season: number): PlayerRating;
}

/** The part of a team's state who plays is read from: the last starter and each player's usual minutes/starts. */
export interface WhoPlaysState {
  lastStarter: string | null;
  usualMinutes: Map<string, number>;
}

type Side = 'home' | 'away';

/**
 * How a league's model reads who plays: the features of a side, the share of the expected score it explains and
 * how it learns from a result. A league picks one (`rotation` or `starter`) in its folder (src/leagues/<league>).
 */
export interface WhoPlays {
  /** The Vantage factor the who-plays and availability features count in. */
  readonly factor: 'E' | 'D';
  features(
    ctx: WhoPlaysContext,
    g: LeagueGame,
    side: Side,
    s: WhoPlaysState,
  ): { whoPlays: number; availability: number; known: boolean };
  expected(ctx: WhoPlaysContext, g: LeagueGame, side: Side, s: WhoPlaysState): { offence: number; defence: number };
  /** `scored` and `allowed`: how far the side's points and its opponent's beat the expectation. */
  learn(ctx: WhoPlaysContext, g: LeagueGame, side: Side, s: WhoPlaysState, scored: number, allowed: number): void;
}

/** The active list (or, unknown, the team's usual rotation), weighted by their usual minutes (the NBA). */
function lineup(ctx: WhoPlaysContext, g: LeagueGame, side: Side, s: WhoPlaysState) {
  const power = ctx.c.availabilityPower;
  let usualTotal = 0;
  let usualWeighted = 0;
  for (const m of s.usualMinutes.values()) {
    usualTotal += m;
    usualWeighted += m ** power;
  }
  const named = g.players?.[side];
  const ids = named ? named.map((p) => p.id) : [...s.usualMinutes.keys()];
  let weight = 0;
  let weighted = 0;
  let strength = 0;
  for (const id of ids) {
    const w = s.usualMinutes.get(id) ?? 0;
    weight += w;
    weighted += w ** power;
    strength += w * ctx.player(id, g.season).rating;
  }
  return {
    strength: weight > 0 ? strength / Math.max(weight, 0.8 * usualTotal) : 0,
    availability: named && usualWeighted > 0 ? weighted / usualWeighted : 1,
    known: !!named,
  };
}

/** Every player who plays, by his minutes: half his rating is offence, half defence. */
export const rotation: WhoPlays = {
  factor: 'E',
  features(ctx, g, side, s) {
    const l = lineup(ctx, g, side, s);
    return { whoPlays: l.strength, availability: l.availability, known: l.known };
  },
  expected(ctx, g, side, s) {
    const v = lineup(ctx, g, side, s).strength / 2;
    return { offence: v, defence: v };
  },
  learn(ctx, g, side, s, scored, allowed) {
    const residual = scored - allowed;
    const played = g.players?.[side];
    if (!played) return;
    const total = played.reduce((a, p) => a + p.minutes, 0) || 1;
    for (const p of played) {
      const player = ctx.player(p.id, g.season);
      player.rating += ctx.c.playerGain * residual * (p.minutes / total) * 5;
      player.games++;
    }
    // Usual minutes: decayed per team game, a player who did not play counting 0.
    const minutes = new Map(played.map((p) => [p.id, p.minutes]));
    const keep = ctx.c.minutesDecay;
    for (const [id, m] of s.usualMinutes) s.usualMinutes.set(id, keep * m + (1 - keep) * (minutes.get(id) ?? 0));
    for (const [id, m] of minutes) if (!s.usualMinutes.has(id)) s.usualMinutes.set(id, (1 - keep) * m);
    for (const [id, m] of s.usualMinutes) if (m < 0.5) s.usualMinutes.delete(id);
  },
};

/** The named starter, or (fallback) the team's last one. */
function starterOf(g: LeagueGame, side: Side, s: WhoPlaysState): { id: string | null; known: boolean } {
  const named = g.starters?.[side]?.id ?? null;
  return named ? { id: named, known: true } : { id: s.lastStarter, known: false };
}

/** A starter's rating shrunk toward a newcomer's by `starterPrior` games (none when it is 0 or absent). */
function regressed(ctx: WhoPlaysContext, p: PlayerRating): number {
  const prior = ctx.c.starterPrior ?? 0;
  return prior > 0 ? ctx.c.newcomer + ((p.rating - ctx.c.newcomer) * p.games) / (p.games + prior) : p.rating;
}

/**
 * His share of the team's recent starts; with `veteranStarts`, at least his career starts over that many (a
 * veteran who changed teams is not read as a backup).
 */
function usualStarter(ctx: WhoPlaysContext, s: WhoPlaysState, id: string, season: number): number {
  const share = s.usualMinutes.get(id) ?? 0;
  const veteran = ctx.c.veteranStarts ?? 0;
  return veteran > 0 ? Math.max(share, Math.min(1, ctx.player(id, season).games / veteran)) : share;
}

/**
 * One starter who carries the side: an offence rating (the NFL's quarterback adds to his team's expected points and
 * learns from the points it scored) or a defence rating (the NHL's goaltender, from the goals his team allowed).
 */
export function starter(role: 'offence' | 'defence'): WhoPlays {
  return {
    factor: role === 'offence' ? 'E' : 'D',
    features(ctx, g, side, s) {
      const who = starterOf(g, side, s);
      return {
        whoPlays: who.id ? regressed(ctx, ctx.player(who.id, g.season)) : ctx.c.newcomer,
        // The usual starter: his share of the team's recent starts (a backup's is near 0), or a veteran's.
        availability: who.id ? usualStarter(ctx, s, who.id, g.season) : 1,
        known: who.known,
      };
    },
    expected(ctx, g, side, s) {
      const who = starterOf(g, side, s);
      const rating = who.id ? ctx.player(who.id, g.season).rating : 0;
      return role === 'offence' ? { offence: rating, defence: 0 } : { offence: 0, defence: rating };
    },
    learn(ctx, g, side, s, scored, allowed) {
      const named = g.starters?.[side]?.id;
      if (!named) return;
      const player = ctx.player(named, g.season);
      player.rating += ctx.c.playerGain * (role === 'offence' ? scored : -allowed);
      player.games++;
      s.lastStarter = named;
      const keep = ctx.c.minutesDecay;
      for (const [id, share] of s.usualMinutes) s.usualMinutes.set(id, keep * share);
      s.usualMinutes.set(named, (s.usualMinutes.get(named) ?? 0) + 1 - keep);
    },
  };
}
