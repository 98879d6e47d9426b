import type { PlayerMatcher } from '../team-sport/player-matcher';
import type { PlayerMinutes } from '../team-sport/types';
import { playerId } from '../../live/providers/feed/league-game';
import { pregamePlayers, type NbaBoxScore, type NbaPlayerLine } from './nba-live/nba-live';

/**
 * The NBA's players of a box score as the model reads them, the active list known before tip-off: every active
 * player not ruled out (injury, rest: a reason given), with 0 minutes before the game (the model weighs them by
 * their usual minutes) and his minutes once final (what the ratings learn from; a coach's decision keeps 0), as the
 * shipped seasons list them; nothing while it is under way.
 */
export function boxScorePlayers(
  box: NbaBoxScore,
  now: Date,
  matcher: PlayerMatcher | null,
): { away: PlayerMinutes[]; home: PlayerMinutes[] } | null {
  const final = box.game.status === 'completed';
  const lines = final ? { away: box.away, home: box.home } : pregamePlayers(box, now);
  const away = box.game.away.team.code;
  const home = box.game.home.team.code;
  if (!lines || !away || !home) return null;
  const side = (players: NbaPlayerLine[], team: string): PlayerMinutes[] =>
    players
      .filter((p) => p.minutes > 0 || (p.active && !p.notPlayingReason))
      .map((p) => ({
        id: playerId('nba-live', p.feedId, p.name, team, box.game.date, matcher),
        minutes: final ? p.minutes : 0,
      }));
  return { away: side(lines.away, away), home: side(lines.home, home) };
}
