/** Scores of probabilistic forecasts of binary outcomes. */
export interface ForecastScore {
  games: number;
  accuracy: number;
  brier: number;
  logLoss: number;
}

export function scoreForecasts(probabilities: number[], outcomes: number[]): ForecastScore {
  const n = probabilities.length;
  let correct = 0;
  let brier = 0;
  let logLoss = 0;
  for (let i = 0; i < n; i++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probabilities[i]));
    const y = outcomes[i];
    // A 50% forecast counts as a pick of the home side.
    if ((p >= 0.5 ? 1 : 0) === y) correct++;
    brier += (p - y) ** 2;
    logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return { games: n, accuracy: n ? correct / n : NaN, brier: n ? brier / n : NaN, logLoss: n ? logLoss / n : NaN };
}

export interface CalibrationBin {
  from: number;
  to: number;
  games: number;
  predicted: number;
  observed: number;
}

/** Forecasts grouped by probability in bins of `width` (0.1 = deciles of the probability scale). */
export function calibrationBins(probabilities: number[], outcomes: number[], width = 0.1): CalibrationBin[] {
  const count = Math.round(1 / width);
  const bins = Array.from({ length: count }, (_, i) => ({
    from: i * width,
    to: (i + 1) * width,
    games: 0,
    sumP: 0,
    sumY: 0,
  }));
  probabilities.forEach((p, i) => {
    const bin = bins[Math.min(count - 1, Math.floor(p / width))];
    bin.games++;
    bin.sumP += p;
    bin.sumY += outcomes[i];
  });
  return bins
    .filter((b) => b.games > 0)
    .map((b) => ({
      from: round(b.from),
      to: round(b.to),
      games: b.games,
      predicted: b.sumP / b.games,
      observed: b.sumY / b.games,
    }));
}

/** Equal-count groups of forecasts (deciles by rank), the usual calibration check. */
export function calibrationDeciles(probabilities: number[], outcomes: number[], groups = 10): CalibrationBin[] {
  const order = probabilities.map((p, i) => i).sort((a, b) => probabilities[a] - probabilities[b]);
  const out: CalibrationBin[] = [];
  for (let g = 0; g < groups; g++) {
    const slice = order.slice(Math.floor((g * order.length) / groups), Math.floor(((g + 1) * order.length) / groups));
    if (slice.length === 0) continue;
    const predicted = slice.reduce((s, i) => s + probabilities[i], 0) / slice.length;
    const observed = slice.reduce((s, i) => s + outcomes[i], 0) / slice.length;
    out.push({
      from: probabilities[slice[0]],
      to: probabilities[slice[slice.length - 1]],
      games: slice.length,
      predicted,
      observed,
    });
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
