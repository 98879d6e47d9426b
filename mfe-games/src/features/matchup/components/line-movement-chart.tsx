// A market's movement as a chart (recharts): loaded by the line-movement card when it comes near the viewport,
// so recharts is not in the game page's first scripts.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MovementChartData } from '../model/line-movement';

const COLORS = ['#d46b08', '#1668dc'];

export default function LineMovementChart({ chart, height }: { chart: MovementChartData; height: number }) {
  const percent = chart.unit === '%';
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={chart.rows} margin={{ top: 8, right: 12, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {/* Room at each end for the first and the last time label, which are centred on their points. */}
        <XAxis dataKey="label" tick={{ fontSize: 11 }} padding={{ left: 40, right: 40 }} />
        <YAxis
          unit={chart.unit}
          domain={percent ? ['dataMin - 2', 'dataMax + 2'] : ['dataMin - 0.5', 'dataMax + 0.5']}
          tick={{ fontSize: 11 }}
          allowDecimals={!percent}
        />
        <Tooltip
          formatter={(value, name, item) => {
            const key = String(item.dataKey).replace('values.', '');
            const shown = percent ? `${Number(value).toFixed(1)}%` : String(value);
            return [`${shown} (${item.payload.notes[key]})`, name];
          }}
        />
        <Legend verticalAlign="top" height={24} />
        {chart.series.map((s, i) => (
          <Line
            key={s.key}
            name={s.name}
            dataKey={`values.${s.key}`}
            stroke={COLORS[i % COLORS.length]}
            isAnimationActive={false}
            dot
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
