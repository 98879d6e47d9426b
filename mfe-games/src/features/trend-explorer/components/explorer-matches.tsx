import { Flex, Tag } from 'antd';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import { Link } from 'react-router-dom';
import type { ExplorerResult } from '@vantage/contracts/sports';
import { formatMonthDay } from '@vantage/client/calendar-date';
import { formatMoneyline } from '@/shared/model/scores';
import { EXPLORER_PAGE_SIZE } from '../model/explorer';

/** A result and the page of its games shown. */
export interface ResultPage {
  result: ExplorerResult;
  page: number;
  setPage: (p: number) => void;
}

/** The matching games, most recent first, a page at a time; each opens its matchup page. */
export function ExplorerMatches({ result, page, setPage }: ResultPage) {
  return (
    <List
      size="small"
      style={{ marginTop: 12 }}
      dataSource={result.matches}
      locale={{ emptyText: 'No games match this situation.' }}
      pagination={
        result.games > EXPLORER_PAGE_SIZE
          ? {
              current: page,
              pageSize: EXPLORER_PAGE_SIZE,
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
                <Text type="secondary">
                  {formatMonthDay(match.game_date)} {match.game_date.slice(0, 4)}
                </Text>{' '}
                {result.team ? null : `${match.team} `}
                {match.home ? 'vs' : '@'} {match.opponent}
                {match.moneyline !== null && <Text type="secondary"> ({formatMoneyline(match.moneyline)})</Text>}
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
