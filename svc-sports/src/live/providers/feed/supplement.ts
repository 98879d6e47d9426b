import { normalised, type FeedGame, type LeagueFeed } from './game';

const team = (t: FeedGame['home']['team']) => t.code ?? t.abbreviation;
const key = (g: FeedGame) => `${g.date}|${team(g.away.team)}|${team(g.home.team)}`;

/**
 * The league's own games with what its feed lacks filled in from another feed's games of the same date and
 * teams (ESPN's moneylines and probable starters). The league's feed stays the source of the games, their times,
 * states and scores: a game only the other feed lists is not added, and nothing it has is overwritten.
 */
export function supplement(own: FeedGame[], other: FeedGame[]): FeedGame[] {
  const byKey = new Map(other.map((g) => [key(g), g]));
  return own.map((g) => {
    const o = byKey.get(key(g));
    if (!o) return g;
    const side = (mine: FeedGame['home'], theirs: FeedGame['home']) => ({
      ...mine,
      moneyline: mine.moneyline ?? theirs.moneyline,
      starter: mine.starter ?? theirs.starter,
    });
    return normalised({ ...g, away: side(g.away, o.away), home: side(g.home, o.home) });
  });
}

/**
 * A league's feed supplemented by another. The other feed being down costs its extras only: the games come
 * from the league's feed, and the failure is reported to `warn`.
 */
export class SupplementedFeed implements LeagueFeed {
  constructor(private readonly deps: { own: LeagueFeed; other: LeagueFeed; warn: (err: Error) => void }) {}

  async schedule(from: string, to: string): Promise<FeedGame[]> {
    const games = await this.deps.own.schedule(from, to);
    try {
      return supplement(games, await this.deps.other.schedule(from, to));
    } catch (err) {
      this.deps.warn(err as Error);
      return games;
    }
  }
}
