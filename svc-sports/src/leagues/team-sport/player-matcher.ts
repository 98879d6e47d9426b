/**
 * Live feeds name players by their own ids (ESPN's, the NBA's person ids), the shipped data by its sources'
 * (nflverse's gsis ids, basketball-reference's, the NHL's): a feed's player is matched to the data's by name,
 * team and date. Fallback: a player no earlier game of the data names keeps the feed's id, so the model sees a
 * player it has never rated (NFL and NHL: a newcomer starter with no share of the team's recent starts; NBA: a
 * player without usual minutes, who weighs nothing), and learns him from the live games that follow.
 */
import type { TeamIndex } from './teams';
import type { LeagueGame } from './types';

/**
 * A name as matching compares it: accents, case, dots and apostrophes dropped, hyphens as spaces, a generational
 * suffix (Jr, Sr, II–V) removed ("Gary Trent Jr." = "Gary Trent", "P.J. Washington" = "PJ Washington",
 * "Nikola Jokić" = "Nikola Jokic").
 */
export function normalisedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ (jr|sr|ii|iii|iv|v)$/, '');
}

interface Appearance {
  franchise: string;
  date: string;
}

/** The data's players by normalised name, each with the games (franchise, date) it names him in. */
export class PlayerMatcher {
  private readonly byName = new Map<string, Map<string, Appearance[]>>();
  /**
   * `teams`: the league's; `names`: the NBA's id → name (its games list ids only); the NFL's and NHL's starters carry
   * their names.
   */
  constructor(
    private readonly teams: TeamIndex,
    games: readonly LeagueGame[],
    names: ReadonlyMap<string, string> = new Map(),
  ) {
    const add = (id: string, name: string | undefined, code: string, date: string) => {
      if (!name) return;
      const key = normalisedName(name);
      const ids = this.byName.get(key) ?? new Map<string, Appearance[]>();
      this.byName.set(key, ids);
      const list = ids.get(id) ?? [];
      ids.set(id, list);
      list.push({ franchise: this.teams.franchise(code), date });
    };
    for (const g of games)
      for (const side of ['away', 'home'] as const) {
        const starter = g.starters?.[side];
        if (starter) add(starter.id, starter.name, g[side], g.date);
        for (const p of g.players?.[side] ?? []) add(p.id, names.get(p.id), g[side], g.date);
      }
  }

  /**
   * The data's id of the player a feed names `name` for team `code` in a game on `date`, from games before that
   * date only; of several players of that name, the one who last played for this franchise, else the one seen
   * last. Null when no earlier game names him (the fallback above).
   */
  match(name: string, code: string, date: string): string | null {
    const ids = this.byName.get(normalisedName(name));
    if (!ids) return null;
    const franchise = this.teams.franchise(code);
    let best: { id: string; sameTeam: boolean; last: string } | null = null;
    for (const [id, appearances] of ids) {
      const before = appearances.filter((a) => a.date < date);
      if (before.length === 0) continue;
      const forTeam = before.filter((a) => a.franchise === franchise);
      const candidate = {
        id,
        sameTeam: forTeam.length > 0,
        last: (forTeam.length ? forTeam : before).reduce((m, a) => (a.date > m ? a.date : m), ''),
      };
      if (
        !best ||
        (candidate.sameTeam && !best.sameTeam) ||
        (candidate.sameTeam === best.sameTeam && candidate.last > best.last)
      )
        best = candidate;
    }
    return best?.id ?? null;
  }
}
