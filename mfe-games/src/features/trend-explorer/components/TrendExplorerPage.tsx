// /trends: the trend explorer (Pro, product rules §6). Pick situations (and a team, or every team) and see the W-L
// record, win % and the matching games. svc-sports answers from its stored games before today and checks the
// Pro tier itself; this page only spares a guest the refused call.
import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Select, Skeleton, Spin, Statistic, Tag, Typography } from 'antd';
import List from 'antd/es/list';
import Segmented from 'antd/es/segmented';
import { ReloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import { FEATURE_MINIMUM_TIER, TIER_NAMES } from '@vantage/contracts/tiers';
import type { ExplorerConditions, ExplorerResult } from '@vantage/contracts/sports';
import { EXPLORER_MAX_SEASONS } from '@vantage/contracts/sports-rules';
import { ErrorCard } from '@/components/ErrorCard';
import { UpgradePrompt } from '@/components/UpgradePrompt';
import { useGamesCalendarQuery, useTeamsMatchingQuery } from '@vantage/client/sports-api';
import { useViewer, type ViewerState } from '@/shared/hooks/useViewer';
import { formatMonthDay } from '@/shared/model/gameTime';
import { useTrendExplorerQuery } from '../api/explorerApi';

type Situation = Pick<ExplorerConditions, 'venue' | 'price' | 'previous' | 'rest' | 'time' | 'opponent'>;

const ANY_SITUATION: Situation = {
  venue: 'any',
  price: 'any',
  previous: 'any',
  rest: 'any',
  time: 'any',
  opponent: 'any',
};
/** Seasons offered in the range pickers. */
const SEASONS_OFFERED = 10;
const PAGE_SIZE = 10;
const PLAN = TIER_NAMES[FEATURE_MINIMUM_TIER.trend_explorer][0];

function Field({ label, children }: { label: string; children: ReactNode }) {
  const id = `explorer-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 180px', maxWidth: 360 }} role="group" aria-labelledby={id}>
      <Typography.Text type="secondary" id={id}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

const moneyline = (line: number | null) => (line === null ? null : line > 0 ? `+${line}` : String(line));

function Matches({ result, page, setPage }: { result: ExplorerResult; page: number; setPage: (p: number) => void }) {
  return (
    <List
      size="small"
      style={{ marginTop: 12 }}
      dataSource={result.matches}
      locale={{ emptyText: 'No games match this situation.' }}
      pagination={
        result.games > PAGE_SIZE
          ? {
              current: page,
              pageSize: PAGE_SIZE,
              total: result.games,
              onChange: setPage,
              size: 'small',
              showSizeChanger: false,
            }
          : false
      }
      renderItem={(match) => (
        <List.Item>
          <Link to={`/game/${encodeURIComponent(match.game_id)}`} style={{ width: '100%' }}>
            <Flex justify="space-between" align="center" gap={8}>
              <span style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text type="secondary">
                  {formatMonthDay(match.game_date)} {match.game_date.slice(0, 4)}
                </Typography.Text>{' '}
                {result.team ? null : `${match.team} `}
                {match.home ? 'vs' : '@'} {match.opponent}
                {match.moneyline !== null && (
                  <Typography.Text type="secondary"> ({moneyline(match.moneyline)})</Typography.Text>
                )}
              </span>
              <Tag color={match.won ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                {match.won ? 'W' : 'L'} {match.runs_for}-{match.runs_against}
              </Tag>
            </Flex>
          </Link>
        </List.Item>
      )}
    />
  );
}

function Explorer({ viewer }: { viewer: ViewerState }) {
  const calendar = useGamesCalendarQuery();
  const teams = useTeamsMatchingQuery('');
  const currentSeason = calendar.data ? Number(calendar.data.today.slice(0, 4)) : null;
  const [team, setTeam] = useState<string | null>(null);
  const [range, setRange] = useState<[number, number] | null>(null);
  const [situation, setSituation] = useState<Situation>(ANY_SITUATION);
  const [page, setPage] = useState(1);
  const [first, last] = range ?? (currentSeason ? [currentSeason - 2, currentSeason] : [0, -1]);
  const explorer = useTrendExplorerQuery(
    currentSeason
      ? {
          query: {
            ...situation,
            team: team ?? undefined,
            from_season: first,
            to_season: last,
            limit: PAGE_SIZE,
            offset: (page - 1) * PAGE_SIZE,
          },
          viewer: viewer.viewer,
        }
      : skipToken,
  );
  // Any new question starts on its first page.
  const ask = (change: () => void) => {
    change();
    setPage(1);
  };
  const set = (patch: Partial<Situation>) => ask(() => setSituation((current) => ({ ...current, ...patch })));
  const divisionNames = [...new Set((teams.data ?? []).map((t) => t.division))].sort();
  const seasonOptions = currentSeason
    ? Array.from({ length: SEASONS_OFFERED }, (_, i) => currentSeason - i).map((year) => ({
        value: year,
        label: String(year),
      }))
    : [];

  if (calendar.isLoading || teams.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (calendar.error || teams.error) {
    return <Typography.Text type="danger">{queryErrorMessage(calendar.error ?? teams.error)}</Typography.Text>;
  }
  const status = explorer.error && 'status' in explorer.error ? explorer.error.status : null;
  if (status === 401 || status === 403) {
    return (
      <Card>
        <UpgradePrompt signedIn text={queryErrorMessage(explorer.error)} action={`Upgrade to ${PLAN}`} />
      </Card>
    );
  }
  const result = explorer.data;

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Situation">
        <Flex gap={16} wrap>
          <Field label="Team">
            <Select
              showSearch
              optionFilterProp="label"
              value={team ?? ''}
              onChange={(value: string) => ask(() => setTeam(value || null))}
              options={[
                { value: '', label: 'All teams' },
                ...(teams.data ?? []).map((t) => ({ value: t.code, label: t.name })),
              ]}
            />
          </Field>
          <Field label="Seasons">
            <Flex gap={8} align="center">
              <Select
                aria-label="First season"
                value={first}
                options={seasonOptions.filter((o) => o.value <= last && o.value > last - EXPLORER_MAX_SEASONS)}
                onChange={(value: number) => ask(() => setRange([value, last]))}
                style={{ flex: 1 }}
              />
              <span>to</span>
              <Select
                aria-label="Last season"
                value={last}
                options={seasonOptions.filter((o) => o.value >= first && o.value < first + EXPLORER_MAX_SEASONS)}
                onChange={(value: number) => ask(() => setRange([first, value]))}
                style={{ flex: 1 }}
              />
            </Flex>
          </Field>
          <Field label="Venue">
            <Segmented
              value={situation.venue}
              onChange={(venue) => set({ venue: venue as Situation['venue'] })}
              options={[
                { value: 'any', label: 'All' },
                { value: 'home', label: 'Home' },
                { value: 'away', label: 'Away' },
              ]}
            />
          </Field>
          <Field label="Moneyline">
            <Segmented
              value={situation.price}
              onChange={(price) => set({ price: price as Situation['price'] })}
              options={[
                { value: 'any', label: 'All' },
                { value: 'favourite', label: 'Favourite' },
                { value: 'underdog', label: 'Underdog' },
              ]}
            />
          </Field>
          <Field label="Time">
            <Segmented
              value={situation.time}
              onChange={(time) => set({ time: time as Situation['time'] })}
              options={[
                { value: 'any', label: 'All' },
                { value: 'day', label: 'Day' },
                { value: 'night', label: 'Night' },
              ]}
            />
          </Field>
          <Field label="Previous game">
            <Select
              value={situation.previous}
              onChange={(previous: Situation['previous']) => set({ previous })}
              options={[
                { value: 'any', label: 'Any' },
                { value: 'after_win', label: 'After a win' },
                { value: 'after_loss', label: 'After a loss' },
              ]}
            />
          </Field>
          <Field label="Rest">
            <Select
              value={situation.rest}
              onChange={(rest: Situation['rest']) => set({ rest })}
              options={[
                { value: 'any', label: 'Any' },
                { value: 'none', label: 'No rest (played the day before)' },
                { value: 'one', label: 'One day off' },
                { value: 'two_plus', label: 'Two or more days off' },
              ]}
            />
          </Field>
          <Field label="Opponent">
            <Select
              value={situation.opponent}
              onChange={(opponent: string) => set({ opponent })}
              options={[
                { value: 'any', label: 'Any opponent' },
                { value: 'division', label: 'Division rivals' },
                ...divisionNames.map((name) => ({ value: name, label: name })),
              ]}
            />
          </Field>
        </Flex>
      </Card>

      {explorer.error ? (
        <ErrorCard
          title="Unable to explore this situation"
          message={queryErrorMessage(explorer.error)}
          actions={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => explorer.refetch()}>
              Retry
            </Button>
          }
        />
      ) : !result ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Spin spinning={explorer.isFetching}>
          <Card
            size="small"
            title={`${result.team?.name ?? 'All teams'}: ${result.situation} (${
              result.from_season === result.to_season ? result.from_season : `${result.from_season}–${result.to_season}`
            })`}
            data-testid="explorer-result"
            // The situation can be long: on a phone the title wraps instead of being cut off.
            styles={{ title: { whiteSpace: 'normal' } }}
          >
            <Row gutter={[16, 16]}>
              <Col xs={12} sm={6}>
                <Statistic title="Record" value={`${result.wins}-${result.losses}`} />
              </Col>
              <Col xs={12} sm={6}>
                <Statistic title="Win %" value={result.win_pct === null ? 'N/A' : `${result.win_pct.toFixed(1)}%`} />
              </Col>
              <Col xs={12} sm={6}>
                <Statistic title="Games" value={result.games} />
              </Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              Games played through {formatMonthDay(result.through)}, {result.through.slice(0, 4)}; each situation is
              what was known before the game (favourite or underdog by its moneyline).
              {result.team ? null : ' Every team counts once per game, so both sides of a game can match.'}
            </Typography.Paragraph>
            <Matches result={result} page={page} setPage={setPage} />
          </Card>
        </Spin>
      )}
    </Flex>
  );
}

export default function TrendExplorerPage() {
  const viewer = useViewer();
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Trend explorer
        </Typography.Title>
        <Typography.Text type="secondary">
          A record in any situation: venue, favourite or underdog, previous result, rest, day or night, opponent
        </Typography.Text>
      </div>
      {viewer.signedIn ? (
        <Explorer viewer={viewer} />
      ) : (
        <Card>
          <UpgradePrompt
            signedIn={false}
            text={`The trend explorer comes with ${PLAN}.`}
            action={`Upgrade to ${PLAN}`}
          />
        </Card>
      )}
    </Flex>
  );
}
