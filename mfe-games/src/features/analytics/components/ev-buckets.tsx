import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import Table from 'antd/es/table';
import type { TrackRecord } from '@vantage/contracts/sports';
import { evBandText, returnText } from '../model/track-record';
import { SwipeHint } from './swipe-hint';

/** The value picks by their EV at the listed moneyline: whether the big EVs paid more than the small ones. */
export function EvBuckets({ record }: { record: TrackRecord }) {
  const buckets = record.comparison.ev_buckets;
  const rows = buckets.map((b) => ({
    band: evBandText(b),
    bets: b.bets.toLocaleString('en-US'),
    won: b.bets ? `${b.won.toLocaleString('en-US')} (${((100 * b.won) / b.bets).toFixed(1)}%)` : 'N/A',
    returns: returnText(b.roi),
    interval: b.roi === null ? 'N/A' : `${returnText(b.roi_low)} to ${returnText(b.roi_high)}`,
  }));
  return (
    <Card size="small" title="Do big EVs pay?" extra={<SwipeHint />} data-testid="ev-buckets">
      <Table
        size="small"
        rowKey="band"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: 'EV of the pick', dataIndex: 'band', fixed: 'left' },
          { title: 'Bets', dataIndex: 'bets', align: 'right' },
          { title: 'Won', dataIndex: 'won', align: 'right' },
          { title: 'Return', dataIndex: 'returns', align: 'right' },
          { title: '95% interval', dataIndex: 'interval', align: 'right' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        The positive-EV picks above, grouped by their expected value at the listed moneyline. EV is priced with the
        blend of Vantage&apos;s probability and the market&apos;s, fitted on earlier seasons: it leans towards the model
        only as far as the model&apos;s past disagreements with the market were borne out. One unit on each bet; an
        interval that spans zero cannot tell a winning band from a losing one.{' '}
        <Link to="/about#blend">Model, market and blend</Link>
      </Typography.Paragraph>
    </Card>
  );
}
