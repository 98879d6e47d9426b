import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import Table from 'antd/es/table';
import type { TrackRecord } from '@vantage/contracts/sports';
import { brierText, RECORD_WORDS, returnText, shareText } from '../model/track-record';
import { SwipeHint } from './swipe-hint';

type Comparison = TrackRecord['comparison'];

interface Row {
  who: string;
  brier: string;
  logLoss: string;
  right: string;
  betting: string;
  returns: string;
  interval: string;
}

function row(who: string, forecast: Comparison['vantage'], betting: string, r: Comparison['vantage_picks']): Row {
  return {
    who,
    brier: brierText(forecast.brier),
    logLoss: brierText(forecast.log_loss),
    right: `${shareText(forecast.accuracy)} (${forecast.correct.toLocaleString('en-US')}/${forecast.called.toLocaleString('en-US')})`,
    betting: `${betting}: ${r.bets.toLocaleString('en-US')} bets`,
    returns: returnText(r.roi),
    interval: r.roi === null ? 'N/A' : `${returnText(r.roi_low)} to ${returnText(r.roi_high)}`,
  };
}

/** Vantage beside the de-vigged market on the same games, and the verdict in words. */
export function MarketComparison({ record }: { record: TrackRecord }) {
  const c = record.comparison;
  const rows = [
    row('Vantage', c.vantage, 'Positive-EV picks', c.vantage_picks),
    row('Market (de-vigged)', c.market, 'Every favourite', c.market_favourites),
  ];
  return (
    <Card size="small" title="Against the market" extra={<SwipeHint />} data-testid="market-comparison">
      <div data-testid="verdict">
        {record.verdict.map((line) => (
          <Typography.Paragraph key={line} style={{ margin: '0 0 6px' }}>
            {line}
          </Typography.Paragraph>
        ))}
      </div>
      <Table
        size="small"
        rowKey="who"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: '', dataIndex: 'who', fixed: 'left' },
          { title: 'Brier', dataIndex: 'brier', align: 'right' },
          { title: 'Log loss', dataIndex: 'logLoss', align: 'right' },
          { title: 'Picked the winner', dataIndex: 'right', align: 'right' },
          { title: 'Flat-stake bets', dataIndex: 'betting' },
          { title: 'Return', dataIndex: 'returns', align: 'right' },
          { title: '95% interval', dataIndex: 'interval', align: 'right' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {c.games.toLocaleString('en-US')} games with a moneyline and a prediction {RECORD_WORDS[record.record]}. Lower
        Brier and log loss are better. One unit on each bet at the listed moneyline.{' '}
        <Link to="/about#track-record">What each figure means</Link>
      </Typography.Paragraph>
    </Card>
  );
}
