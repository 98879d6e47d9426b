// The line's movement as a chart (recharts): loaded by the line-movement card when it comes near the viewport,
// so recharts is not in the game page's first scripts.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MovementRow } from '../model/line-movement';

const HOME = '#1668dc';
const AWAY = '#d46b08';

export default function LineMovementChart({
  rows,
  home,
  away,
  height,
}: {
  rows: MovementRow[];
  home: string;
  away: string;
  height: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={rows} margin={{ top: 8, right: 12, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} />
        <YAxis unit="%" domain={['dataMin - 2', 'dataMax + 2']} tick={{ fontSize: 11 }} allowDecimals={false} />
        <Tooltip
          formatter={(value, name, item) => [
            `${Number(value).toFixed(1)}% (${name === home ? item.payload.homePrice : item.payload.awayPrice})`,
            name,
          ]}
        />
        <Legend verticalAlign="top" height={24} />
        <Line name={away} dataKey="away" stroke={AWAY} isAnimationActive={false} dot />
        <Line name={home} dataKey="home" stroke={HOME} isAnimationActive={false} dot />
      </LineChart>
    </ResponsiveContainer>
  );
}
