import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { Calendar } from '@vantage/contracts/sports';
import { formatDayMonthYear } from '@vantage/client/calendar-date';

/**
 * Says plainly that "today" is a day of a past season that the server replays (VANTAGE_TODAY): its games,
 * results and the predictions made before them are that day's. The About page says why.
 */
export function ReplayNote({ calendar }: { calendar: Pick<Calendar, 'replay' | 'replay_date' | 'today'> | undefined }) {
  if (!calendar?.replay) return null;
  return (
    <Tag color="purple" style={{ marginInlineEnd: 0 }}>
      Replay of {formatDayMonthYear(calendar.replay_date ?? calendar.today)} ·{' '}
      <Link to="/about#replay" style={{ textDecoration: 'underline' }}>
        why?
      </Link>
    </Tag>
  );
}
