// Both teams' situational trends: Positive and Concerns with their counts (product rules §2 modal), or 'No trend data'.
import { Card, Col, Flex, Row } from 'antd';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import type { GameDetail } from '@vantage/contracts/sports';
import type { TrendLineRecords } from '@vantage/contracts/line-records';
import { LineRecordsLine } from './line-records';
import { deriveTrend } from '../shared/model/trends';
import { SCALE_COLORS } from '../shared/model/scores';
import { TeamAvatar } from './team-avatar';
import { teamAbbreviation } from '../shared/model/teams';

function TrendList({
  title,
  trends,
  positive,
  limit,
  lines,
}: {
  title: string;
  trends: string[];
  positive: boolean;
  limit: number;
  /** Each trend's games against the closing lines, where the server gives them. */
  lines?: TrendLineRecords[];
}) {
  const shown = trends.slice(0, limit).map((text) => ({
    ...deriveTrend(text, positive),
    lines: lines?.find((l) => l.trend === text && l.positive === positive) ?? null,
  }));
  return (
    <div>
      <Text strong style={{ color: SCALE_COLORS[positive ? 'green' : 'red'] }}>
        {title} ({trends.length})
      </Text>
      <List
        size="small"
        dataSource={shown}
        locale={{ emptyText: positive ? 'No positive trends' : 'No concerns' }}
        renderItem={(trend) => (
          <List.Item style={{ paddingInline: 0 }}>
            <Flex vertical gap={2} style={{ width: '100%' }}>
              <Flex justify="space-between" gap={8}>
                <span>{trend.name}</span>
                <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {trend.description}
                </Text>
              </Flex>
              {trend.lines && <LineRecordsLine lines={trend.lines} testId="trend-line-records" />}
            </Flex>
          </List.Item>
        )}
      />
    </div>
  );
}

interface TeamLabel {
  away_team: string;
  home_team: string;
  away_team_logo: string | null;
  home_team_logo: string | null;
  home_team_abbreviation?: string;
  away_team_abbreviation?: string;
  home_team_code?: string;
  away_team_code?: string;
}

/** `limit`: trends shown per side (6 in the modal, product rules §9). */
export function TeamTrends({ teams, game, limit }: { teams: GameDetail['teams']; game: TeamLabel; limit: number }) {
  const sides = [
    {
      name: game.away_team,
      abbreviation: teamAbbreviation(game, 'away'),
      logo: game.away_team_logo,
      trends: teams.find((team) => !team.is_home),
    },
    {
      name: game.home_team,
      abbreviation: teamAbbreviation(game, 'home'),
      logo: game.home_team_logo,
      trends: teams.find((team) => team.is_home),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {sides.map(({ name, abbreviation, logo, trends }) => (
        <Col xs={24} md={12} key={name}>
          <Card
            size="small"
            title={
              <Flex align="center" gap={8}>
                <TeamAvatar name={name} abbreviation={abbreviation} logo={logo} size={28} />
                <span>{name}</span>
              </Flex>
            }
          >
            {trends && trends.positive.length + trends.negative.length > 0 ? (
              <Flex vertical gap={12}>
                <TrendList title="Positive" trends={trends.positive} positive limit={limit} lines={trends.lines} />
                <TrendList
                  title="Concerns"
                  trends={trends.negative}
                  positive={false}
                  limit={limit}
                  lines={trends.lines}
                />
              </Flex>
            ) : (
              <Flex vertical align="center" style={{ padding: 16 }}>
                <Text strong>No trend data</Text>
                <Text type="secondary">Check back later</Text>
              </Flex>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
