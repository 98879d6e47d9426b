import { Card } from 'antd';
import Table from 'antd/es/table';
import { formatMonthYear } from '@vantage/client/calendar-date';
import type { TrackRecord } from '@vantage/contracts/sports';
import { brierText, shareText } from '../model/track-record';
import { SwipeHint } from './swipe-hint';

/** Vantage and the market month by month (the history). */
export function MarketMonths({ months }: { months: TrackRecord['by_month'] }) {
  return (
    <Card size="small" title="Against the market, month by month" extra={<SwipeHint />}>
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={months.map((m) => ({
          month: m.month,
          label: formatMonthYear(`${m.month}-01`),
          games: m.games,
          vantageBrier: brierText(m.vantage.brier),
          marketBrier: brierText(m.market.brier),
          vantageRight: shareText(m.vantage.accuracy),
          marketRight: shareText(m.market.accuracy),
        }))}
        columns={[
          { title: 'Month', dataIndex: 'label', fixed: 'left' },
          { title: 'Games', dataIndex: 'games', align: 'right' },
          { title: 'Vantage Brier', dataIndex: 'vantageBrier', align: 'right' },
          { title: 'Market Brier', dataIndex: 'marketBrier', align: 'right' },
          { title: 'Vantage picked the winner', dataIndex: 'vantageRight', align: 'right' },
          { title: 'Market picked the winner', dataIndex: 'marketRight', align: 'right' },
        ]}
      />
    </Card>
  );
}
