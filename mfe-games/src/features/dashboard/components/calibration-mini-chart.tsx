// A small calibration plot in plain SVG (the dashboard's first paint stays free of the chart library):
// each point is a probability bin, predicted on x and observed on y; on the diagonal is perfect.
import type { Performance } from '@vantage/contracts/sports';

const SIZE = 160;
const PAD = 22;
const LOW = 50;
const HIGH = 100;

function scale(percent: number, flip: boolean): number {
  const share = (Math.min(Math.max(percent, LOW), HIGH) - LOW) / (HIGH - LOW);
  const position = PAD + share * (SIZE - 2 * PAD);
  return flip ? SIZE - position : position;
}

export function CalibrationMiniChart({ bins }: { bins: Performance['calibration'] }) {
  const used = bins.filter((bin) => bin.games > 0);
  const most = Math.max(1, ...used.map((bin) => bin.games));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={`Calibration: ${used
        .map((bin) => `predicted ${bin.predicted.toFixed(0)}% observed ${bin.observed.toFixed(0)}%`)
        .join('; ')}`}
    >
      <rect x={PAD} y={PAD} width={SIZE - 2 * PAD} height={SIZE - 2 * PAD} fill="none" stroke="#d9d9d9" />
      <line
        x1={scale(LOW, false)}
        y1={scale(LOW, true)}
        x2={scale(HIGH, false)}
        y2={scale(HIGH, true)}
        stroke="#bfbfbf"
        strokeDasharray="4 3"
      />
      {used.map((bin) => (
        <circle
          key={bin.from}
          cx={scale(bin.predicted, false)}
          cy={scale(bin.observed, true)}
          r={2.5 + 4 * Math.sqrt(bin.games / most)}
          fill="#1668dc"
          fillOpacity={0.75}
        />
      ))}
      <text x={SIZE / 2} y={SIZE - 4} fontSize="10" textAnchor="middle" fill="#8c8c8c">
        predicted %
      </text>
      <text x={8} y={SIZE / 2} fontSize="10" textAnchor="middle" fill="#8c8c8c" transform={`rotate(-90 8 ${SIZE / 2})`}>
        observed %
      </text>
      <text x={PAD} y={SIZE - PAD + 11} fontSize="9" textAnchor="middle" fill="#8c8c8c">
        {LOW}
      </text>
      <text x={SIZE - PAD} y={SIZE - PAD + 11} fontSize="9" textAnchor="middle" fill="#8c8c8c">
        {HIGH}
      </text>
    </svg>
  );
}
