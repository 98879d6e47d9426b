import { Suspense } from 'react';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { queryErrorMessage } from '@vantage/client/error-message';
import type { GameDetail } from '@vantage/contracts/sports';
import { GameDetailModalOnDemand } from '@/components/game-detail-modal-on-demand';
import { TeamTrends } from '@/components/team-trends';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { teamAbbreviation } from '@/shared/model/teams';
import { useMatchup } from '../hooks/use-matchup';
import { AccuracyWidget } from './accuracy-widget';
import { GameFacts } from './game-facts';
import { HeadToHeadCard } from './head-to-head-card';
import { LedgerVerify } from './ledger-verify';
import { LineMovementCard } from './line-movement-card';
import { PredictionCard } from './prediction-card';
import { StakeSizing } from './stake-sizing';

/** The page shows every trend of both teams; the modal and cards show fewer (product rules §9). */
const PAGE_TRENDS_PER_SIDE = 10;

/** The prediction, both teams' trends and head-to-head; beside them the recent calls and the game's facts. */
export function Matchup({ detail, viewer }: { detail: GameDetail; viewer: ViewerState }) {
  const matchup = useMatchup(detail, viewer);
  const { game, headToHead } = matchup;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <PredictionCard input={matchup.prediction} onFullAnalysis={matchup.openModal} />
          <StakeSizing detail={detail} entry={matchup.entry} viewer={viewer} />
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            Team trends
          </Typography.Title>
          <TeamTrends teams={detail.teams} game={game} limit={PAGE_TRENDS_PER_SIDE} />
          {headToHead.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : headToHead.h2h ? (
            <HeadToHeadCard
              h2h={headToHead.h2h}
              gameId={detail.game_id}
              homeLabel={teamAbbreviation(game, 'home')}
              awayLabel={teamAbbreviation(game, 'away')}
              season={matchup.season}
            />
          ) : (
            <Card size="small" title="Head-to-head this season">
              <Text type="danger">{queryErrorMessage(headToHead.error)}</Text>
            </Card>
          )}
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <AccuracyWidget calls={matchup.calls} isLoading={matchup.callsLoading} viewer={viewer} />
          <GameFacts detail={detail} entry={matchup.entry} />
          <LineMovementCard detail={detail} />
          <LedgerVerify detail={detail} viewer={viewer.viewer} />
        </Flex>
      </Col>
      {/* Its code loads with the first Full Analysis, which opens it once the code has come. */}
      {matchup.modalUsed && (
        <Suspense fallback={null}>
          <GameDetailModalOnDemand
            game={game}
            viewer={viewer.viewer}
            open={matchup.modalOpen}
            onClose={matchup.closeModal}
          />
        </Suspense>
      )}
    </Row>
  );
}
