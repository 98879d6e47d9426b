// /trends: the trend explorer (ARCHITECTURE §8). Pick a team and situations; see the W-L record, win % and
// every matching game, computed from the team's real game logs.
import { useMemo, useState, type ReactNode } from 'react';
import { Card, Col, Empty, Flex, List, Row, Segmented, Select, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/base-query';
import { tierAllows } from '@vantage/contracts/billing';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useGamesCalendarQuery, useTeamsMatchingQuery } from '../../../shared/api/sportsApi';
import { useViewer } from '../../../shared/hooks/useViewer';
import { formatMonthDay } from '../../../shared/model/gameTime';
import { useTeamSeasons } from '../hooks/useTeamSeasons';
import { ANY_CONDITIONS, describeConditions, explore, type ExplorerConditions } from '../model/explorer';

/** Seasons offered, and the most one search may span (one request per season). */
const SEASONS_OFFERED = 10;
const MAX_SEASONS = 5;

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

function Explorer() {
  const calendar = useGamesCalendarQuery();
  const teams = useTeamsMatchingQuery('');
  const currentSeason = calendar.data ? Number(calendar.data.today.slice(0, 4)) : null;
  const [team, setTeam] = useState<string | null>(null);
  const [range, setRange] = useState<[number, number] | null>(null);
  const [conditions, setConditions] = useState<ExplorerConditions>(ANY_CONDITIONS);
  const [first, last] = range ?? (currentSeason ? [currentSeason - 2, currentSeason] : [0, -1]);
  const seasons = useMemo(
    () => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i),
    [first, last],
  );
  const logs = useTeamSeasons(team, seasons);
  const divisions = useMemo(() => new Map((teams.data ?? []).map((t) => [t.code, t.division])), [teams.data]);
  const divisionNames = [...new Set(divisions.values())].sort();
  const result = useMemo(
    () => (team && !logs.isLoading ? explore(logs.data, team, divisions, conditions) : null),
    [team, logs, divisions, conditions],
  );
  const teamName = teams.data?.find((t) => t.code === team)?.name;
  const set = (patch: Partial<ExplorerConditions>) => setConditions((current) => ({ ...current, ...patch }));
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

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Situation">
        <Flex gap={16} wrap>
          <Field label="Team">
            <Select
              showSearch
              placeholder="Pick a team"
              optionFilterProp="label"
              value={team ?? undefined}
              onChange={setTeam}
              options={(teams.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
            />
          </Field>
          <Field label="Seasons">
            <Flex gap={8} align="center">
              <Select
                aria-label="First season"
                value={first}
                options={seasonOptions.filter((o) => o.value <= last && o.value > last - MAX_SEASONS)}
                onChange={(value: number) => setRange([value, last])}
                style={{ flex: 1 }}
              />
              <span>to</span>
              <Select
                aria-label="Last season"
                value={last}
                options={seasonOptions.filter((o) => o.value >= first && o.value < first + MAX_SEASONS)}
                onChange={(value: number) => setRange([first, value])}
                style={{ flex: 1 }}
              />
            </Flex>
          </Field>
          <Field label="Venue">
            <Segmented
              value={conditions.venue}
              onChange={(venue) => set({ venue: venue as ExplorerConditions['venue'] })}
              options={[
                { value: 'any', label: 'All' },
                { value: 'home', label: 'Home' },
                { value: 'away', label: 'Away' },
              ]}
            />
          </Field>
          <Field label="Time">
            <Segmented
              value={conditions.time}
              onChange={(time) => set({ time: time as ExplorerConditions['time'] })}
              options={[
                { value: 'any', label: 'All' },
                { value: 'day', label: 'Day' },
                { value: 'night', label: 'Night' },
              ]}
            />
          </Field>
          <Field label="Previous game">
            <Select
              value={conditions.previous}
              onChange={(previous: ExplorerConditions['previous']) => set({ previous })}
              options={[
                { value: 'any', label: 'Any' },
                { value: 'after_win', label: 'After a win' },
                { value: 'after_loss', label: 'After a loss' },
              ]}
            />
          </Field>
          <Field label="Rest">
            <Select
              value={conditions.rest}
              onChange={(rest: ExplorerConditions['rest']) => set({ rest })}
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
              value={conditions.opponentDivision}
              onChange={(opponentDivision: string) => set({ opponentDivision })}
              options={[
                { value: 'any', label: 'Any opponent' },
                { value: 'division', label: 'Division rivals' },
                ...divisionNames.map((name) => ({ value: name, label: name })),
              ]}
            />
          </Field>
        </Flex>
      </Card>

      {!team ? (
        <Card>
          <Empty description="Pick a team to see its record in this situation." />
        </Card>
      ) : logs.error ? (
        <Typography.Text type="danger">{queryErrorMessage(logs.error)}</Typography.Text>
      ) : !result ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Card
          size="small"
          title={`${teamName ?? team}: ${describeConditions(conditions)} (${first === last ? first : `${first}–${last}`})`}
          data-testid="explorer-result"
        >
          <Row gutter={[16, 16]}>
            <Col xs={12} sm={6}>
              <Statistic title="Record" value={`${result.wins}-${result.losses}`} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic
                title="Win %"
                value={result.winPercent === null ? 'N/A' : `${result.winPercent.toFixed(1)}%`}
              />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title="Games" value={result.matches.length} />
            </Col>
          </Row>
          <List
            size="small"
            style={{ marginTop: 12 }}
            dataSource={result.matches}
            locale={{ emptyText: 'No games match this situation.' }}
            pagination={result.matches.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
            renderItem={(match) => (
              <List.Item>
                <Link to={`/game/${encodeURIComponent(match.game.game_id)}`} style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8}>
                    <span>
                      <Typography.Text type="secondary">
                        {formatMonthDay(match.game.game_date)} {match.game.game_date.slice(0, 4)}
                      </Typography.Text>{' '}
                      {match.home ? 'vs' : '@'} {match.opponent}
                    </span>
                    <Tag color={match.won ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                      {match.result}
                    </Tag>
                  </Flex>
                </Link>
              </List.Item>
            )}
          />
        </Card>
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
          A team&apos;s record in any situation: venue, previous result, rest, day or night, opponent&apos;s division
        </Typography.Text>
      </div>
      {viewer.tierLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : tierAllows(viewer.tier, 'trend_explorer') ? (
        <Explorer />
      ) : (
        <Card>
          <UpgradePrompt signedIn={viewer.signedIn} text="The trend explorer comes with Pro." action="Upgrade to Pro" />
        </Card>
      )}
    </Flex>
  );
}
