// product rules §2: the full analysis of one game over the page. antd's Modal closes on the X,
// a backdrop click and Escape, and keeps keyboard focus inside while open.
import { startTransition, useEffect, useState } from 'react';
import { Alert, Card, Flex, Skeleton, Spin, Typography } from 'antd';
import Modal from 'antd/es/modal';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { Link, useLocation } from 'react-router-dom';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { useGameDetailQuery, type Viewer } from '@vantage/client/sports-api';
import { evColor, formatEv, SCALE_COLORS } from '../shared/model/scores';
import { figuresOfDetail } from '../shared/model/figures';
import { PickFigures, TermLabel } from './pick-figures';
import { BestBetLine } from './best-bet';
import { LineMarkets } from './line-markets';
import { LogBetButton } from './log-bet';
import { CategoryBars } from './category-bars';
import { TeamTrends } from './team-trends';
import { TeamAvatar } from './team-avatar';
import { teamAbbreviation } from '../shared/model/teams';
import { RetryingNotice } from '@vantage/client/retrying-notice';

/** product rules §9: up to 6 trends per side in the modal. */
export const MODAL_TRENDS_PER_SIDE = 6;

export type ModalGame = Pick<
  ComparisonGame,
  | 'game_id'
  | 'home_team'
  | 'away_team'
  | 'home_team_logo'
  | 'away_team_logo'
  | 'home_team_code'
  | 'away_team_code'
  | 'home_team_abbreviation'
  | 'away_team_abbreviation'
> &
  // The list entry's spread and total, where the caller has the entry (the dashboard).
  Partial<Pick<ComparisonGame, 'spread' | 'total' | 'line_markets' | 'access' | 'has_prediction'>>;

function EvFigure({ label, ev, term }: { label: string; ev: number | null; term?: 'ev' | 'evImpact' }) {
  const color = evColor(ev);
  return (
    <Flex vertical>
      <TermLabel label={label} term={term} />
      <Text strong style={{ color: color ? SCALE_COLORS[color] : undefined, fontSize: 16 }}>
        {formatEv(ev)}
      </Text>
    </Flex>
  );
}

/** product rules §6: what Premium adds to a game, said exactly (a Free member sees the pick and its figures). */
export const PREMIUM_ADDS =
  'Premium adds the expected value of a bet on each team at the moneyline, the moneyline itself, the EV impact, ' +
  'the best bet with the price it is worth it at, and their sentence in the summary.';

/** The expected value (Basic and up), or what Premium would add. */
function ExpectedValuePanel({ detail, game }: { detail: GameDetail; game: ModalGame }) {
  const analysis = detail.comprehensive_analysis;
  if (!analysis) {
    return detail.access.comprehensive_analysis || !detail.pick ? null : (
      <Alert
        type="info"
        showIcon
        message="Expected value"
        description={
          <Flex vertical align="flex-start" gap={8}>
            {PREMIUM_ADDS}
            <LinkButton size="small" type="primary" to="/pricing">
              Upgrade to Premium
            </LinkButton>
          </Flex>
        }
      />
    );
  }
  const { home_ev, away_ev, ev_impact, best_bet } = analysis.ev_integration;
  return (
    <Card size="small" title="Expected value">
      <Flex vertical gap={8}>
        <Flex gap={24} wrap>
          <EvFigure label={`${teamAbbreviation(game, 'away') || 'Away'} EV`} ev={away_ev} term="ev" />
          <EvFigure label={`${teamAbbreviation(game, 'home') || 'Home'} EV`} ev={home_ev} />
          <EvFigure label="EV impact" ev={ev_impact} term="evImpact" />
        </Flex>
        {best_bet && (
          <BestBetLine
            bet={best_bet}
            abbreviations={{ home: teamAbbreviation(game, 'home'), away: teamAbbreviation(game, 'away') }}
          />
        )}
      </Flex>
    </Card>
  );
}

function BreakdownPanel({ detail, game }: { detail: GameDetail | undefined; game: ModalGame }) {
  const comparison = detail?.vantage_comparison;
  if (!comparison) {
    return (
      <Card size="small" title="Vantage Breakdown">
        <Text strong>Vantage Analysis Unavailable</Text>
        <br />
        <Text type="secondary">Performance metrics are not available for this game</Text>
      </Card>
    );
  }
  return (
    <Card size="small" title="Vantage Breakdown">
      <CategoryBars
        highlight
        away={{
          label: teamAbbreviation(game, 'away') || game.away_team.slice(0, 3),
          breakdown: comparison.away_breakdown,
        }}
        home={{
          label: teamAbbreviation(game, 'home') || game.home_team.slice(0, 3),
          breakdown: comparison.home_breakdown,
        }}
      />
    </Card>
  );
}

/** The analysis summary lines, or the spec's texts for a failed or empty detail. */
function summaryLines(detail: GameDetail | undefined, failed: boolean, game: ModalGame): string[] {
  if (failed || !detail) return [`Unable to load detailed analysis for ${game.home_team} vs ${game.away_team}`];
  if (detail.teams.length === 0) return [`No detailed trends available for ${game.home_team} vs ${game.away_team}`];
  return detail.summary;
}

export function GameDetailModal({
  game,
  viewer,
  open,
  onClose,
}: {
  game: ModalGame;
  viewer: Viewer;
  open: boolean;
  onClose: () => void;
}) {
  const { data: detail, isLoading, isError } = useGameDetailQuery({ gameId: game.game_id, viewer }, { skip: !open });
  const summary = summaryLines(detail, isError, game);
  const figures = detail ? figuresOfDetail(detail) : null;
  // From a list (dashboard, trends), the way on to the game's own page; on that page the dialog needs none.
  const gamePage = `/game/${encodeURIComponent(game.game_id)}`;
  const onGamePage = useLocation().pathname === gamePage;
  // The dialog opens at once with the game's title; its body (panels, bars, trends: most of the work) follows
  // in a render React can interrupt, so a tap on Details shows the dialog without waiting for all of it.
  const [bodyShown, setBodyShown] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setBodyShown(true));
  }, [open]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={onGamePage ? null : <Link to={gamePage}>Open the game page</Link>}
      width={980}
      style={{ top: 24, maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
      afterClose={() => setBodyShown(false)}
      title={
        <Flex align="center" gap={8} wrap>
          <TeamAvatar
            name={game.away_team}
            abbreviation={teamAbbreviation(game, 'away')}
            logo={game.away_team_logo}
            size={32}
          />
          <span>{game.away_team}</span>
          <Text type="secondary">at</Text>
          <TeamAvatar
            name={game.home_team}
            abbreviation={teamAbbreviation(game, 'home')}
            logo={game.home_team_logo}
            size={32}
          />
          <span>{game.home_team}</span>
        </Flex>
      }
    >
      {isLoading ? (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin />
          <Text>Loading analysis...</Text>
          <RetryingNotice />
        </Flex>
      ) : !bodyShown ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          {figures && (
            <Card size="small" title="Prediction" data-testid="modal-prediction">
              <PickFigures figures={figures} teams={{ home: game.home_team, away: game.away_team }} />
            </Card>
          )}
          {detail && <ExpectedValuePanel detail={detail} game={game} />}
          {game.line_markets && game.access && game.has_prediction !== undefined && (
            <LineMarkets
              game={{
                ...game,
                line_markets: game.line_markets,
                access: game.access,
                has_prediction: game.has_prediction,
                spread: game.spread ?? null,
                total: game.total ?? null,
              }}
            />
          )}
          {detail && <LogBetButton gameId={detail.game_id} gameDate={detail.game_date} />}
          {summary.length > 0 && (
            <Card size="small" title="Analysis Summary">
              {summary.map((line) => (
                <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
                  {line}
                </Typography.Paragraph>
              ))}
            </Card>
          )}
          <BreakdownPanel detail={detail} game={game} />
          <TeamTrends teams={detail?.teams ?? []} game={game} limit={MODAL_TRENDS_PER_SIDE} />
        </Flex>
      )}
    </Modal>
  );
}
