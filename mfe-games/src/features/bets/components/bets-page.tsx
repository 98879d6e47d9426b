// /bets: a member's own bets (open and settled) with filters by league, market, book and month, their totals, the
// running profit and the calibration of their bets against Vantage's probabilities, each bet's CLV, the CSV
// export and import, and editing and deleting a bet. The plan's kept bets are the service's rule (PLAN_KEPT_BETS).
import { useState } from 'react';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import Select from 'antd/es/select';
import Segmented from 'antd/es/segmented';
import { Link } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useDeleteBetMutation } from '@vantage/client/bets-api';
import { BET_MARKETS } from '@vantage/contracts/bet-book-rules';
import type { Bet } from '@vantage/contracts/bets';
import { LEAGUE_LABELS, LEAGUES } from '@vantage/contracts/sports-rules';
import { BankrollField } from '@/components/bankroll-field';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { Text } from '@/shared/components/text';
import { MARKET_NAMES } from '@/shared/model/bet-slip';
import { useBets } from '../hooks/use-bets';
import { BETS_TEXT, keptNote, monthName, totalsLabel } from '../model/bets';
import { BetEditor } from './bet-editor';
import { BetsCharts } from './bets-charts';
import { BetsTable } from './bets-table';
import { BetsTotals } from './bets-totals';
import { BetsTransfer } from './bets-transfer';

const SELECT_STYLE = { minWidth: 140, flex: '1 1 140px' };

export default function BetsPage() {
  const bets = useBets();
  const [editing, setEditing] = useState<Bet | null>(null);
  const [remove, removing] = useDeleteBetMutation();
  const { viewer, filters, setFilter, list, summary } = bets;

  if (!viewer.signedIn)
    return (
      <Card>
        <UpgradePrompt signedIn={false} text={BETS_TEXT.signIn} action="See the plans" />
      </Card>
    );

  const kept = keptNote(list.data?.kept_limit ?? null, viewer.tier);
  const totals = summary.data ? { label: totalsLabel(filters), totals: summary.data } : null;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="end" gap={12} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {BETS_TEXT.title}
          </Typography.Title>
          <Text type="secondary">{BETS_TEXT.subtitle}</Text>
        </div>
        <BetsTransfer />
      </Flex>
      {kept && (
        <Alert
          type="info"
          showIcon
          data-testid="bets-kept-note"
          message={kept}
          action={<Link to="/pricing">See plans</Link>}
        />
      )}
      <BankrollField bankroll={bets.bankroll} cacheKey={bets.cacheKey} />
      <Flex gap={8} wrap align="center">
        <Segmented
          value={filters.status ?? 'all'}
          onChange={(value) => setFilter('status', value === 'all' ? null : String(value))}
          options={[
            { value: 'all', label: 'All' },
            { value: 'open', label: 'Open' },
            { value: 'settled', label: 'Settled' },
          ]}
        />
        <Select
          allowClear
          placeholder="League"
          aria-label="League"
          style={SELECT_STYLE}
          value={filters.league ?? undefined}
          onChange={(value?: string) => setFilter('league', value ?? null)}
          options={LEAGUES.map((league) => ({ value: league, label: LEAGUE_LABELS[league] }))}
        />
        <Select
          allowClear
          placeholder="Market"
          aria-label="Market"
          style={SELECT_STYLE}
          value={filters.market ?? undefined}
          onChange={(value?: string) => setFilter('market', value ?? null)}
          options={BET_MARKETS.map((market) => ({ value: market, label: MARKET_NAMES[market] }))}
        />
        <Select
          allowClear
          placeholder="Book"
          aria-label="Book"
          style={SELECT_STYLE}
          value={filters.book ?? undefined}
          onChange={(value?: string) => setFilter('book', value ?? null)}
          options={bets.books.map((book) => ({ value: book, label: book }))}
        />
        <Select
          allowClear
          placeholder="Month"
          aria-label="Month"
          style={SELECT_STYLE}
          value={filters.month ?? undefined}
          onChange={(value?: string) => setFilter('month', value ?? null)}
          options={bets.months.map((month) => ({ value: month, label: monthName(month) }))}
        />
      </Flex>
      {summary.error && <Alert type="error" showIcon message={queryErrorMessage(summary.error)} />}
      {totals && <BetsTotals label={totals.label} totals={totals.totals} />}
      {list.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.error && <Alert type="error" showIcon message={queryErrorMessage(list.error)} />}
      {removing.error && <Alert type="error" showIcon message={queryErrorMessage(removing.error)} />}
      {list.data &&
        (list.data.bets.length === 0 ? (
          <Card>
            <Empty description={bets.filtered ? BETS_TEXT.emptyFiltered : BETS_TEXT.empty} />
          </Card>
        ) : (
          <>
            <BetsCharts bets={list.data.bets} />
            <Card size="small" styles={{ body: { padding: 0 } }}>
              <BetsTable bets={list.data.bets} onEdit={setEditing} onDelete={(bet) => void remove({ id: bet.id })} />
            </Card>
          </>
        ))}
      {editing && <BetEditor key={editing.id} bet={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
