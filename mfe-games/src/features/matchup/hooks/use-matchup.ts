// The matchup's parts from the game's detail: its day's list entry (odds, EV, starters), both teams' seasons
// (head-to-head, and the recorded calls of their recent games: the same for every viewer), and the
// full-analysis modal.
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { GameDetail } from '@vantage/contracts/sports';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { useGamesOfDayQuery, useTeamSeasonGamesQuery } from '@vantage/client/sports-api';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { matchupGame } from '../model/game-facts';
import { ACCURACY_WIDGET_ENTRIES, headToHead, recentCompletedGames } from '../model/history';
import { dayListArgs, seasonOf } from '../model/matchup-queries';
import { predictionCardInput } from '../model/prediction-card';

export function useMatchup(detail: GameDetail, viewer: ViewerState) {
  const [modalOpen, setModalOpen] = useState(false);
  // The modal's code loads with the first Full Analysis; it stays mounted from then on (its closing animation).
  const [modalUsed, setModalUsed] = useState(false);
  const list = useGamesOfDayQuery(dayListArgs(detail.game_id, detail.game_date, viewer.viewer));
  const entry = list.data?.find((game) => game.game_id === detail.game_id);
  const game = matchupGame(detail, entry);
  const { home_team_code: homeCode, away_team_code: awayCode } = game;
  const season = seasonOf(detail);
  const league = leagueOfGameId(detail.game_id);
  const homeSeason = useTeamSeasonGamesQuery(homeCode ? { league, team: homeCode, season } : skipToken);
  const awaySeason = useTeamSeasonGamesQuery(awayCode ? { league, team: awayCode, season } : skipToken);
  const recent = recentCompletedGames(
    [homeSeason.data?.games ?? [], awaySeason.data?.games ?? []],
    detail.game_date,
    ACCURACY_WIDGET_ENTRIES,
  );

  return {
    entry,
    game,
    season,
    prediction: predictionCardInput(detail, entry),
    /** This season's meetings, from the home team's season. */
    headToHead: {
      isLoading: homeSeason.isLoading,
      h2h: homeSeason.data && headToHead(homeSeason.data.games, homeCode, awayCode),
      error: homeSeason.error,
    },
    calls: recent,
    callsLoading: homeSeason.isLoading || awaySeason.isLoading,
    modalOpen,
    modalUsed,
    openModal: () => {
      setModalUsed(true);
      setModalOpen(true);
    },
    closeModal: () => setModalOpen(false),
  };
}
