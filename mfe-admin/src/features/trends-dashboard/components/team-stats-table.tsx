import { Button, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { TeamTrendPerformance } from '@vantage/contracts/staff';
import { rateColour, teamsByWinPercentage, teamsCsv } from '../model/summary';

const rate = (value: number) => <span style={{ color: rateColour(value), fontWeight: 600 }}>{value.toFixed(1)}%</span>;

const columns: TableColumnsType<TeamTrendPerformance> = [
  { title: 'Team', dataIndex: 'team', key: 'team' },
  { title: 'Win %', dataIndex: 'win_percentage', key: 'win_percentage', render: rate },
  { title: 'Success Rate', dataIndex: 'success_rate', key: 'success_rate', render: rate },
  { title: 'Total Trends', dataIndex: 'total_trends', key: 'total_trends' },
];

function download(teams: TeamTrendPerformance[], fileName: string) {
  const url = URL.createObjectURL(new Blob([teamsCsv(teams)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function TeamStatsTable({ teams, fileName }: { teams: TeamTrendPerformance[]; fileName: string }) {
  return (
    <Table<TeamTrendPerformance>
      title={() => <Button onClick={() => download(teams, fileName)}>Export CSV</Button>}
      rowKey="team"
      columns={columns}
      dataSource={teamsByWinPercentage(teams)}
      pagination={false}
      size="small"
    />
  );
}
