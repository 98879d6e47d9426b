// A game of the dashboard as a card (product rules §2, §5).
import { memo, useState } from 'react';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { Text } from '@/shared/components/text';
import { DownOutlined, ExpandOutlined, LoadingOutlined, UpOutlined } from '@ant-design/icons';
import type { Calendar, ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, leagueOfGameId, NOT_STARTED_LINE } from '@vantage/contracts/sports-rules';
import { CategoryBars } from '@/components/category-bars';
import { TeamAvatar } from '@/components/team-avatar';
import { dateLabel } from '@/shared/model/game-time';
import { formatGameStart } from '@vantage/client/game-start';
import { evColor, formatEv, SCALE_COLORS, totalScoreColor } from '@/shared/model/scores';
import {
  CONFIDENCE_NAMES,
  figuresOfGame,
  formatPick,
  formatExpectedMargin,
  formatProbability,
  formatVantage,
  type GameFigures,
} from '@/shared/model/figures';
import { CONFIDENCE_TAG_COLORS, TermLabel } from '@/components/pick-figures';
import { TermHelp } from '@/components/term-help';
import { BestBetLine } from '@/components/best-bet';
import { LineMarkets } from '@/components/line-markets';
import { PremiumLink } from '@/components/premium-link';
import { LogBetButton } from '@/components/log-bet';
import { starterText } from '@/shared/model/starter';
import { keyTrends } from '@/shared/model/trends';
import { TrendLaterNote } from '@/components/trend-later';
import { tokenVar } from '@vantage/client/theme';
import { teamAbbreviation } from '@/shared/model/teams';

/** product rules §9: up to 4 key trends on the dashboard card. */
const CARD_KEY_TRENDS = 4;

interface GameCardProps {
  game: ComparisonGame;
  calendar: Pick<Calendar, 'today' | 'yesterday'>;
  detail: GameDetail | undefined;
  detailLoading: boolean;
  onOpenDetails: () => void;
  /** A pointer over, a touch on, or focus in a button that opens the details (ahead of its click). */
  onDetailsIntent?: () => void;
  /** Expanding asks for the trends again when they failed to load (product rules §2). */
  onExpand?: () => void;
}

function TeamSide({
  name,
  abbreviation,
  logo,
  side,
  figures,
  align,
}: {
  name: string;
  abbreviation: string;
  logo: string | null;
  side: 'home' | 'away';
  figures: GameFigures;
  align: 'start' | 'end';
}) {
  const help = side === 'away';
  const total = side === 'home' ? figures.homeVantage : figures.awayVantage;
  const probability = side === 'home' ? figures.homeWinProbability : figures.awayWinProbability;
  return (
    <Flex vertical align={align === 'start' ? 'flex-start' : 'flex-end'} gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Flex
        align="center"
        gap={8}
        style={{ flexDirection: align === 'start' ? 'row' : 'row-reverse', maxWidth: '100%' }}
      >
        <TeamAvatar name={name} abbreviation={abbreviation} logo={logo} />
        <Flex vertical style={{ minWidth: 0, textAlign: align === 'start' ? 'left' : 'right' }}>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {side === 'home' ? 'Home' : 'Away'}
          </Text>
          <Text strong style={{ lineHeight: 1.25 }}>
            {name}
          </Text>
        </Flex>
      </Flex>
      <TermLabel label="Vantage score" term={help ? 'vantage' : undefined} />
      <Text
        strong
        style={{ fontSize: 20, lineHeight: 1.1, color: SCALE_COLORS[totalScoreColor(total)] }}
        data-figure={`${side}-vantage`}
      >
        {formatVantage(total)}
      </Text>
      <Text style={{ fontSize: 12 }}>
        <span data-figure={`${side}-probability`}>{formatProbability(probability)}</span> to win
        {help && <TermHelp term="winProbability" />}
      </Text>
    </Flex>
  );
}

function StatusBanner({ game }: { game: ComparisonGame }) {
  const { token } = theme.useToken();
  const style = { background: tokenVar('colorFillQuaternary'), borderRadius: token.borderRadius, padding: '6px 10px' };
  if (game.game_status === 'completed' && game.final_score) {
    const { home, away } = game.final_score;
    const homeWon = home > away;
    // The winner's score first, so it reads as the winner's.
    return (
      <Flex vertical style={style}>
        <Text strong>
          {homeWon ? game.home_team : game.away_team} Won: {Math.max(home, away)} - {Math.min(home, away)}
        </Text>
        <Text type="secondary" style={{ fontSize: 12 }}>
          Final: {teamAbbreviation(game, 'away') || game.away_team} {away},{' '}
          {teamAbbreviation(game, 'home') || game.home_team} {home}
        </Text>
      </Flex>
    );
  }
  const notStarted = NOT_STARTED_LINE[leagueOfGameId(game.game_id)];
  const text =
    game.game_status === 'in_progress'
      ? 'In Progress'
      : game.game_status === 'postponed'
        ? 'Postponed'
        : notStarted.text;
  return (
    <Flex justify="center" align="center" gap={4} style={style}>
      <Text strong>{text}</Text>
      {text === notStarted.text && notStarted.lineScore && <TermHelp term="lineScore" />}
    </Flex>
  );
}

/** The pick: the model's favourite, its margin and confidence, the same figures as in the modal and on the game page. */
function PickBanner({ game, figures }: { game: ComparisonGame; figures: GameFigures }) {
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{
        border: `1px solid ${tokenVar('colorSuccessBorder')}`,
        background: tokenVar('colorSuccessBg'),
        borderRadius: 8,
        padding: '6px 10px',
      }}
    >
      <Flex align="center" gap={4} wrap>
        <Text strong>Pick:</Text>
        <Text strong data-figure="pick">
          {formatPick(figures, { home: game.home_team, away: game.away_team })}
        </Text>
        <TermHelp term="pick" />
      </Flex>
      <Flex align="center" gap={2}>
        <Tag color={CONFIDENCE_TAG_COLORS[figures.confidence]} style={{ marginInlineEnd: 0 }}>
          <span data-figure="confidence">{CONFIDENCE_NAMES[figures.confidence]}</span> confidence
        </Tag>
        <TermHelp term="confidence" />
      </Flex>
    </Flex>
  );
}

function EvFigure({ label, ev, help }: { label: string; ev: number | null; help?: boolean }) {
  const color = evColor(ev);
  return (
    <Flex vertical align="center" style={{ flex: 1 }}>
      <TermLabel label={label} term={help ? 'ev' : undefined} />
      <Text strong style={{ color: color ? SCALE_COLORS[color] : undefined }}>
        {formatEv(ev)}
      </Text>
    </Flex>
  );
}

function ExpectedValue({ game }: { game: ComparisonGame }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ border: `1px solid ${tokenVar('colorBorderSecondary')}`, borderRadius: token.borderRadius, padding: 8 }}
    >
      <Text strong style={{ fontSize: 12 }}>
        Expected Value
      </Text>
      <Flex>
        <EvFigure label={`${teamAbbreviation(game, 'away') || 'Away'} EV`} ev={game.away_ev} help />
        <EvFigure label={`${teamAbbreviation(game, 'home') || 'Home'} EV`} ev={game.home_ev} />
      </Flex>
      {game.best_bet && (
        <BestBetLine
          bet={game.best_bet}
          abbreviations={{ home: teamAbbreviation(game, 'home'), away: teamAbbreviation(game, 'away') }}
        />
      )}
      {!game.access.expected_value && (
        <PremiumLink>Expected value, the moneyline and the best bet come with Premium</PremiumLink>
      )}
    </div>
  );
}

function Analysis({
  game,
  detail,
  onOpenDetails,
  onDetailsIntent,
}: Pick<GameCardProps, 'game' | 'detail' | 'onOpenDetails' | 'onDetailsIntent'>) {
  const trends = keyTrends(detail?.teams ?? [], CARD_KEY_TRENDS);
  const comparison = detail?.vantage_comparison;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Vantage Analysis
      </Typography.Title>
      {/* The detail's summary, whole for every tier (Basic's adds the expected value's sentence). */}
      {game.has_prediction && detail ? (
        <Flex vertical gap={4}>
          {detail.summary.map((line) => (
            <Typography.Paragraph key={line} style={{ margin: 0 }}>
              {line}
            </Typography.Paragraph>
          ))}
        </Flex>
      ) : (
        <Text type="secondary">The analysis is published on game day.</Text>
      )}
      {comparison && (
        <CategoryBars
          away={{ label: teamAbbreviation(game, 'away') || 'Away', breakdown: comparison.away_breakdown }}
          home={{ label: teamAbbreviation(game, 'home') || 'Home', breakdown: comparison.home_breakdown }}
        />
      )}
      <div>
        <Text strong>Key Trends</Text>
        {trends.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            No trend data available.
          </Typography.Paragraph>
        ) : (
          <Flex vertical gap={4} style={{ marginTop: 4 }}>
            {trends.map((trend) => (
              // The later record runs under the whole row: beside the record it would wrap mid-figure on a phone.
              <div key={`${trend.teamCode}-${trend.name}-${trend.direction}`}>
                <Flex justify="space-between" gap={8}>
                  <Text style={{ fontSize: 13 }}>
                    <span aria-hidden style={{ color: SCALE_COLORS[trend.direction === 'up' ? 'green' : 'red'] }}>
                      {trend.direction === 'up' ? '▲' : '▼'}{' '}
                    </span>
                    {trend.teamLabel || trend.teamName} {trend.name}
                  </Text>
                  <Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                    {trend.description}
                  </Text>
                </Flex>
                {trend.later && (
                  <Text>
                    <TrendLaterNote later={trend.later} />
                  </Text>
                )}
              </div>
            ))}
          </Flex>
        )}
      </div>
      <Button
        icon={<ExpandOutlined />}
        onClick={onOpenDetails}
        onPointerEnter={onDetailsIntent}
        onFocus={onDetailsIntent}
      >
        Full Analysis
      </Button>
    </Flex>
  );
}

/** Memoised: a card renders again for new props only (its game's detail arriving, not the list around it). */
export const GameCard = memo(function GameCard({
  game,
  calendar,
  detail,
  detailLoading,
  onOpenDetails,
  onDetailsIntent,
  onExpand,
}: GameCardProps) {
  const [expanded, setExpanded] = useState(false);
  const figures = figuresOfGame(game);
  const starters = game.away_starter || game.home_starter;
  const expectedMargin = formatExpectedMargin(game);

  return (
    <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }} data-testid="game-card">
      <Flex justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={6} wrap>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {LEAGUE_LABELS[leagueOfGameId(game.game_id)]}
          </Tag>
          <Text type="secondary">
            {dateLabel(game.game_date, calendar)} · {formatGameStart(game)}
          </Text>
        </Flex>
        {/* A spinning icon rather than `loading`: antd animates a loading button's width, which measured the
            layout once per card in the frame the day's details arrived (a long task on a phone). */}
        <Button
          size="small"
          onClick={onOpenDetails}
          onPointerEnter={onDetailsIntent}
          onFocus={onDetailsIntent}
          disabled={detailLoading}
          aria-busy={detailLoading}
          icon={detailLoading ? <LoadingOutlined /> : undefined}
        >
          Details
        </Button>
      </Flex>
      <Flex gap={12} align="flex-start">
        <TeamSide
          name={game.away_team}
          abbreviation={teamAbbreviation(game, 'away')}
          logo={game.away_team_logo}
          side="away"
          figures={figures}
          align="start"
        />
        <Text type="secondary" style={{ alignSelf: 'center', fontWeight: 600 }}>
          @
        </Text>
        <TeamSide
          name={game.home_team}
          abbreviation={teamAbbreviation(game, 'home')}
          logo={game.home_team_logo}
          side="home"
          figures={figures}
          align="end"
        />
      </Flex>
      {starters && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          Starters: {starterText(game.away_starter)} vs {starterText(game.home_starter)}
        </Text>
      )}
      {expectedMargin && (
        <Text type="secondary" style={{ fontSize: 12 }} data-figure="expected-margin">
          Expected margin: {expectedMargin}
        </Text>
      )}
      {game.has_prediction && <PickBanner game={game} figures={figures} />}
      <StatusBanner game={game} />
      <ExpectedValue game={game} />
      <LineMarkets game={game} />
      <LogBetButton gameId={game.game_id} gameDate={game.game_date} />
      <Button
        type="text"
        block
        icon={expanded ? <UpOutlined /> : <DownOutlined />}
        onClick={() => {
          if (!expanded) onExpand?.();
          setExpanded(!expanded);
        }}
        aria-expanded={expanded}
      >
        {expanded ? 'Hide Analysis' : 'View Analysis'}
      </Button>
      {expanded && (
        <Analysis game={game} detail={detail} onOpenDetails={onOpenDetails} onDetailsIntent={onDetailsIntent} />
      )}
    </Card>
  );
});
