import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import Table from 'antd/es/table';
import type { EvBucket, TrackRecord } from '@vantage/contracts/sports';
import { evBandText, returnText } from '../model/track-record';
import { SwipeHint } from './swipe-hint';

const betsText = (b: EvBucket) =>
  b.bets ? `${b.bets.toLocaleString('en-US')} (${((100 * b.won) / b.bets).toFixed(1)}% won)` : '0';
const intervalText = (b: EvBucket) =>
  b.roi === null ? 'N/A' : `${returnText(b.roi_low)} to ${returnText(b.roi_high)}`;

/** The value picks by their EV at the listed moneyline: whether the big EVs paid more than the small ones. */
export function EvBuckets({ record }: { record: TrackRecord }) {
  const { ev_buckets: blend, model_ev_buckets: model } = record.comparison;
  const rows = blend.map((b, i) => ({
    band: evBandText(b),
    bets: betsText(b),
    returns: returnText(b.roi),
    interval: intervalText(b),
    modelBets: betsText(model[i]),
    modelReturns: returnText(model[i].roi),
    modelInterval: intervalText(model[i]),
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
          {
            title: 'Priced with the blend (shown)',
            children: [
              { title: 'Bets', dataIndex: 'bets', align: 'right' },
              { title: 'Return', dataIndex: 'returns', align: 'right' },
              { title: '95% interval', dataIndex: 'interval', align: 'right' },
            ],
          },
          {
            title: 'Priced with the model alone',
            children: [
              { title: 'Bets', dataIndex: 'modelBets', align: 'right' },
              { title: 'Return', dataIndex: 'modelReturns', align: 'right' },
              { title: '95% interval', dataIndex: 'modelInterval', align: 'right' },
            ],
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        The positive-EV picks, grouped by their expected value at the listed moneyline. The EV shown is priced with the
        blend of Vantage&apos;s probability and the market&apos;s, fitted on earlier seasons: it leans towards the model
        only as far as the model&apos;s past disagreements with the market were borne out. Beside it, the picks the
        model&apos;s probability alone would have made: how its disagreements with the market paid. One unit on each
        bet; an interval that spans zero cannot tell a winning band from a losing one.{' '}
        <Link to="/about#blend">Model, market and blend</Link>
      </Typography.Paragraph>
    </Card>
  );
}
