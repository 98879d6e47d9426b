/**
 * The scripts' walk-forward of a team-sport model, remembered by its constants and the games it read, so a script
 * that reads the same variant over the same games again (a choice rule, a season's choice) costs nothing.
 */
import { leaguePredictor, type LeagueModelConstants, type TeamSportModel } from '../src/leagues/team-sport/model';
import type { LeagueGame } from '../src/leagues/team-sport/types';

export function rememberedWalks(model: TeamSportModel) {
  const walks = new Map<string, Map<string, number>>();
  return (constants: LeagueModelConstants, list: readonly LeagueGame[]): Map<string, number> => {
    const key = `${JSON.stringify(constants)}|${list.length}|${list.at(-1)?.id}`;
    if (!walks.has(key))
      walks.set(
        key,
        new Map(
          leaguePredictor(model, constants)
            .predict(list)
            .map((p) => [p.gameId, p.pHome]),
        ),
      );
    return walks.get(key)!;
  };
}
