import { Card } from 'antd';
import Table from 'antd/es/table';
import { brierText, percentText, type MonthRecord } from '../model/track-record';

/** Every month's figures, model beside always home. */
export function MonthTable({ months }: { months: MonthRecord[] }) {
  return (
    <Card size="small" title="Month by month">
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        // The month stays put and a shadow on the right edge says more columns scroll in (a phone's 375 px
        // shows about four of the eight).
        scroll={{ x: 'max-content' }}
        dataSource={months}
        columns={[
          { title: 'Month', dataIndex: 'label', fixed: 'left' },
          { title: 'Games', dataIndex: 'games', align: 'right' },
          { title: 'Calls', dataIndex: 'counted', align: 'right' },
          { title: 'Correct', dataIndex: 'correct', align: 'right' },
          {
            title: 'Accuracy',
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
