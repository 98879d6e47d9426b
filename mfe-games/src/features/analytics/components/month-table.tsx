import { Card } from 'antd';
import Table from 'antd/es/table';
import { brierText, percentText, type MonthRecord } from '../model/track-record';
import { SwipeHint } from './swipe-hint';

/** Every month's figures, model beside always home. */
export function MonthTable({ months }: { months: MonthRecord[] }) {
  return (
    <Card
      size="small"
      title="Month by month"
      // Eight columns do not fit a phone: there the card says the table scrolls.
      extra={<SwipeHint />}
    >
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        // The month stays put while the other columns scroll under it.
        scroll={{ x: 'max-content' }}
        dataSource={months}
        columns={[
          { title: 'Month', dataIndex: 'label', fixed: 'left' },
          { title: 'Games', dataIndex: 'games', align: 'right' },
          { title: 'Calls', dataIndex: 'counted', align: 'right' },
          { title: 'Correct', dataIndex: 'correct', align: 'right' },
          {
            title: 'Calls correct',
            dataIndex: 'accuracy',
            align: 'right',
            render: percentText,
          },
          {
            title: 'Brier',
            dataIndex: 'brier',
            align: 'right',
            render: brierText,
          },
          {
            title: 'Always home',
            dataIndex: 'baselineAccuracy',
            align: 'right',
            render: percentText,
          },
          {
            title: 'Always-home Brier',
            dataIndex: 'baselineBrier',
            align: 'right',
            render: brierText,
          },
        ]}
      />
    </Card>
  );
}
