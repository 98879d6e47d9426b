// /game/{gameId}: the full matchup page (product rules §2).
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import { RetryingNotice } from '@vantage/client/retrying-notice';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { ErrorCard } from '@/components/ErrorCard';
import { GameDetailModal } from '@/components/GameDetailModal';
import { TeamTrends } from '@/components/TeamTrends';
import { useGameDetailQuery, useGamesOfDayQuery, useTeamSeasonGamesQuery } from '@vantage/client/sports-api';
import { useViewer, type ViewerState } from '@/shared/hooks/useViewer';
import { isWellFormedGameId, shortGameId } from '@/shared/model/gameId';
import { formatLongDate } from '@/shared/model/gameTime';
import { formatGameStart } from '@vantage/client/game-start';
import { formatEv } from '@/shared/model/scores';
import { starterText } from '@/shared/model/starter';
import { useGuestLock } from '../hooks/useGuestLock';
import { useRecentCalls } from '../hooks/useRecentCalls';
import { GUEST_LOCKED_GAME } from '@vantage/contracts/sports-rules';
import { ACCURACY_WIDGET_ENTRIES, headToHead, recentCompletedGames } from '../model/history';
import { predictionCardInput } from '../model/predictionCard';
import { AccuracyWidget } from './AccuracyWidget';
import { HeadToHeadCard } from './HeadToHeadCard';
import { InvalidGameId } from './InvalidGameId';
import { PredictionCard } from './PredictionCard';
import { prefetchGame } from '../api/prefetch';
import { dayListArgs, seasonOf } from '../model/matchupQueries';
import { teamAbbreviation } from '@/shared/model/teams';

/** The page shows every trend of both teams; the modal and cards show fewer (product rules §9). */
const PAGE_TRENDS_PER_SIDE = 10;

function statusText(detail: GameDetail): string {
  if (detail.game_status === 'completed' && detail.final_score) {
    return `Final: ${detail.away_team} ${detail.final_score.away}, ${detail.home_team} ${detail.final_score.home}`;
  }
  return { in_progress: 'In Progress', postponed: 'Postponed', scheduled: 'Scheduled', completed: 'Final' }[
    detail.game_status
  ];
}

function GameFacts({ detail, entry }: { detail: GameDetail; entry: ComparisonGame | undefined }) {
  return (
    <Card size="small" title="Game facts">
      <Descriptions column={1} size="small" colon={false} labelStyle={{ minWidth: 110 }}>
        <Descriptions.Item label="Game ID">
          <Typography.Text code>{shortGameId(detail.game_id)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={`${detail.away_team} starter`}>{starterText(entry?.away_starter)}</Descriptions.Item>
        <Descriptions.Item label={`${detail.home_team} starter`}>{starterText(entry?.home_starter)}</Descriptions.Item>
        <Descriptions.Item label="Moneyline">
          {entry?.moneyline
            ? `${teamAbbreviation(entry, 'away')} ${entry.moneyline.away > 0 ? '+' : ''}${entry.moneyline.away} · ${teamAbbreviation(entry, 'home')} ${entry.moneyline.home > 0 ? '+' : ''}${entry.moneyline.home}`
            : 'None recorded'}
        </Descriptions.Item>
        <Descriptions.Item label="Expected value">
          {entry
            ? `${teamAbbreviation(entry, 'away')} ${formatEv(entry.away_ev)} · ${teamAbbreviation(entry, 'home')} ${formatEv(entry.home_ev)}`
            : 'N/A'}
        </Descriptions.Item>
        {detail.prediction && (
          <Descriptions.Item label="Prediction">
            {detail.prediction.model_version}, made before the game from results known before {detail.prediction.as_of}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

function Matchup({ detail, viewer }: { detail: GameDetail; viewer: ViewerState }) {
  const [modalOpen, setModalOpen] = useState(false);
  const list = useGamesOfDayQuery(dayListArgs(detail.game_date, viewer.viewer));
  const entry = list.data?.find((game) => game.game_id === detail.game_id);
  const homeCode = detail.teams.find((team) => team.is_home)?.team_code ?? entry?.home_team_code ?? '';
  const awayCode = detail.teams.find((team) => !team.is_home)?.team_code ?? entry?.away_team_code ?? '';
  const season = seasonOf(detail);
  const homeSeason = useTeamSeasonGamesQuery(homeCode ? { team: homeCode, season } : skipToken);
  const awaySeason = useTeamSeasonGamesQuery(awayCode ? { team: awayCode, season } : skipToken);
  const recent = recentCompletedGames(
    [homeSeason.data?.games ?? [], awaySeason.data?.games ?? []],
    detail.game_date,
    ACCURACY_WIDGET_ENTRIES,
  );
  const recentCalls = useRecentCalls(recent, viewer.viewer);
  const teamLabels = {
    home_team: detail.home_team,
    away_team: detail.away_team,
    home_team_logo: entry?.home_team_logo ?? null,
    away_team_logo: entry?.away_team_logo ?? null,
  };
  const modalGame = {
    ...teamLabels,
    game_id: detail.game_id,
    home_team_code: homeCode,
    away_team_code: awayCode,
    home_team_abbreviation: detail.home_team_abbreviation ?? entry?.home_team_abbreviation,
    away_team_abbreviation: detail.away_team_abbreviation ?? entry?.away_team_abbreviation,
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <PredictionCard input={predictionCardInput(detail, entry)} onFullAnalysis={() => setModalOpen(true)} />
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            Team trends
          </Typography.Title>
          <TeamTrends teams={detail.teams} game={teamLabels} limit={PAGE_TRENDS_PER_SIDE} />
          {homeSeason.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : homeSeason.data ? (
            <HeadToHeadCard
              h2h={headToHead(homeSeason.data.games, homeCode, awayCode)}
              gameId={detail.game_id}
              homeLabel={teamAbbreviation(modalGame, 'home')}
              awayLabel={teamAbbreviation(modalGame, 'away')}
              season={season}
            />
          ) : (
            <Card size="small" title="Head-to-head this season">
              <Typography.Text type="danger">{queryErrorMessage(homeSeason.error)}</Typography.Text>
            </Card>
          )}
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <AccuracyWidget
            calls={recentCalls.calls}
            isLoading={homeSeason.isLoading || awaySeason.isLoading || recentCalls.isLoading}
            viewer={viewer}
          />
          <GameFacts detail={detail} entry={entry} />
        </Flex>
      </Col>
      <GameDetailModal game={modalGame} viewer={viewer.viewer} open={modalOpen} onClose={() => setModalOpen(false)} />
    </Row>
  );
}

function MatchupLoader({ gameId }: { gameId: string }) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const locked = useGuestLock(gameId, viewer);
  const {
    data: detail,
    error,
    isLoading,
    refetch,
  } = useGameDetailQuery(locked === false ? { gameId, viewer: viewer.viewer } : skipToken);
  if (error && 'status' in error && error.status === 404) return <InvalidGameId />;
  // A guest's game beyond the free insight (its day's list says so; the server's 401/403 if not): offer the way in.
  if (locked || (error && 'status' in error && (error.status === 401 || error.status === 403))) {
    return (
      <Result
        status="info"
        icon={<LockOutlined />}
        title="Sign in to see this game"
        subTitle={locked ? GUEST_LOCKED_GAME : queryErrorMessage(error)}
        extra={[
          <Button key="login" onClick={() => navigate('/login')}>
            Login
          </Button>,
          <Button key="signup" type="primary" onClick={() => navigate('/signup')}>
            Sign Up
          </Button>,
        ]}
      />
    );
  }
  if (locked === undefined || isLoading) {
    return (
      <Flex vertical gap={16}>
        <RetryingNotice />
        <Skeleton.Input active style={{ width: 320, height: 36 }} />
        <Card style={{ minHeight: 420 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Flex>
    );
  }
  if (error || !detail) {
    return (
      <ErrorCard
        title="Unable to load this game"
        message={queryErrorMessage(error)}
        actions={
          <>
            <Button onClick={() => navigate('/mlb-trends')}>Back</Button>
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => refetch()}>
              Retry
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <div>
        <Link to="/mlb-trends">
          <ArrowLeftOutlined /> All games
        </Link>
        <Typography.Title level={2} style={{ margin: '8px 0 0' }}>
          {detail.away_team} at {detail.home_team}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">
            {formatLongDate(detail.game_date)} · {formatGameStart(detail)}
          </Typography.Text>
          <Tag color={detail.game_status === 'completed' ? 'default' : 'blue'}>{statusText(detail)}</Tag>
        </Flex>
      </div>
      <Matchup detail={detail} viewer={viewer} />
    </Flex>
  );
}

/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchGame;

export default function MatchupPage() {
  const { gameId } = useParams();
  if (!isWellFormedGameId(gameId)) return <InvalidGameId />;
  return <MatchupLoader key={gameId} gameId={gameId} />;
}
