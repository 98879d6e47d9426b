import { Flex, Typography } from 'antd';
import Select from 'antd/es/select';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import type { TrendsRange } from '../api/staff-api';

const SEASONS_OFFERED = 10;
const DATE = 'YYYY-MM-DD';

/** A season or a date range; neither means the current season to date (the server's default). */
export function RangeFilter({ range, onChange }: { range: TrendsRange; onChange: (range: TrendsRange) => void }) {
  const thisYear = new Date().getFullYear();
  const seasons = Array.from({ length: SEASONS_OFFERED }, (_, i) => thisYear - i);
  return (
    <Flex gap={12} wrap align="center">
      <Typography.Text strong>Season</Typography.Text>
      <Select<number | 'current'>
        aria-label="Season"
        style={{ width: 170 }}
        value={range.season ?? 'current'}
        onChange={(value) => onChange(value === 'current' ? {} : { season: value })}
        options={[
          { value: 'current', label: 'Current season' },
          ...seasons.map((season) => ({ value: season, label: String(season) })),
        ]}
      />
      <Typography.Text strong>or dates</Typography.Text>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        value={[range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null]}
        onChange={(dates) => {
          const [from, to] = dates ?? [null, null];
          onChange(from || to ? { from: from?.format(DATE), to: to?.format(DATE) } : {});
        }}
      />
    </Flex>
  );
}
