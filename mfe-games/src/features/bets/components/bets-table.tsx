import { Button, Flex, Tag } from 'antd';
import Table from 'antd/es/table';
import Popconfirm from 'antd/es/popconfirm';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatPrice } from '@vantage/contracts/bet-rules';
import type { Bet } from '@vantage/contracts/bets';
import { LEAGUE_LABELS } from '@vantage/contracts/sports-rules';
import { Text } from '@/shared/components/text';
import { formatAmount, MARKET_NAMES } from '@/shared/model/bet-slip';
import { BETS_TEXT, formatPercent, formatSigned, STATUS_COLORS, STATUS_NAMES } from '../model/bets';

/** Each bet: the game, what it is on at which price, the stake and book, how it went, and its CLV. */
export function BetsTable({
  bets,
  onEdit,
  onDelete,
}: {
  bets: readonly Bet[];
  onEdit: (bet: Bet) => void;
  onDelete: (bet: Bet) => void;
}) {
  return (
    <Table<Bet>
      size="small"
      rowKey="id"
      dataSource={bets as Bet[]}
      pagination={bets.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      data-testid="bets-table"
      onRow={(bet) => ({ 'data-status': bet.status }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'game',
          title: 'Game',
          render: (_, bet) => (
            <Flex vertical>
              <Link to={`/game/${encodeURIComponent(bet.game_id)}`}>{bet.matchup}</Link>
              <Text type="secondary" style={{ fontSize: 12 }}>
                {LEAGUE_LABELS[bet.league]} · {bet.game_date}
              </Text>
            </Flex>
          ),
        },
        {
          key: 'bet',
          title: 'Bet',
          render: (_, bet) => (
            <Flex vertical>
              <Text strong>
                {bet.selection} {formatPrice(bet.price)}
              </Text>
              <Text type="secondary" style={{ fontSize: 12 }}>
                {MARKET_NAMES[bet.market]} · {formatAmount(bet.stake)}
                {bet.book ? ` at ${bet.book}` : ''}
              </Text>
              {bet.note && (
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {bet.note}
                </Text>
              )}
            </Flex>
          ),
        },
        {
          key: 'result',
          title: 'Result',
          render: (_, bet) => (
            <Flex vertical align="start" gap={2}>
              <Tag color={STATUS_COLORS[bet.status]} data-figure="bet-status">
                {STATUS_NAMES[bet.status]}
              </Tag>
              {bet.profit !== null && <Text data-figure="bet-profit">{formatSigned(bet.profit)}</Text>}
            </Flex>
          ),
        },
        {
          key: 'clv',
          title: 'CLV',
          responsive: ['sm'],
          render: (_, bet) =>
            bet.clv === null ? (
              <Text type="secondary">—</Text>
            ) : (
              <Flex vertical>
                <Text data-figure="bet-clv">{formatPercent(bet.clv)}</Text>
                {bet.closing_price !== null && (
                  <Text type="secondary" style={{ fontSize: 12 }}>
                    closed {formatPrice(bet.closing_price)}
                  </Text>
                )}
              </Flex>
            ),
        },
        {
          key: 'actions',
          title: '',
          width: 88,
          render: (_, bet) => (
            <Flex gap={4}>
              <Button size="small" icon={<EditOutlined />} aria-label="Edit bet" onClick={() => onEdit(bet)} />
              <Popconfirm title={BETS_TEXT.deleteConfirm} okText="Delete" onConfirm={() => onDelete(bet)}>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete bet" />
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
}
