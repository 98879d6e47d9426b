/**
 * Logistic regression fitted by Newton's method (IRLS) with a ridge penalty on standardised features (so the
 * penalty treats a rate in hundredths like a rating in hundreds); the intercept is not penalised.
 */
export interface LogisticModel {
  /** weights[0] is the intercept; weights[i + 1] belongs to feature i. */
  weights: number[];
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function predictLogistic(model: LogisticModel, x: number[]): number {
  let z = model.weights[0];
  for (let i = 0; i < x.length; i++) z += model.weights[i + 1] * x[i];
  return sigmoid(z);
}

export function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const p = a[col][col];
    if (Math.abs(p) < 1e-12) throw new Error('singular system in logistic fit');
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = a[r][col] / p;
      for (let c = col; c <= n; c++) a[r][c] -= factor * a[col][c];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

export function fitLogistic(
  rawRows: number[][],
  outcomes: number[],
  ridge = 1,
  sampleWeights?: number[],
): LogisticModel {
  const width = rawRows[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  const sd = new Array<number>(width).fill(0);
  for (const row of rawRows) for (let i = 0; i < width; i++) mean[i] += row[i] / rawRows.length;
  for (const row of rawRows) for (let i = 0; i < width; i++) sd[i] += (row[i] - mean[i]) ** 2 / rawRows.length;
  for (let i = 0; i < width; i++) sd[i] = Math.sqrt(sd[i]) || 1;
  const rows = rawRows.map((row) => row.map((v, i) => (v - mean[i]) / sd[i]));
  const k = width + 1;
  let weights = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 25; iteration++) {
    const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const gradient = new Array<number>(k).fill(0);
    for (let r = 0; r < rows.length; r++) {
      const x = rows[r];
      const sw = sampleWeights ? sampleWeights[r] : 1;
      let z = weights[0];
      for (let i = 0; i < x.length; i++) z += weights[i + 1] * x[i];
      const p = sigmoid(z);
      const w = sw * p * (1 - p);
      const err = sw * (outcomes[r] - p);
      gradient[0] += err;
      hessian[0][0] += w;
      for (let i = 0; i < x.length; i++) {
        gradient[i + 1] += err * x[i];
        hessian[0][i + 1] += w * x[i];
        for (let j = 0; j <= i; j++) hessian[i + 1][j + 1] += w * x[i] * x[j];
      }
    }
    for (let i = 1; i < k; i++) {
      hessian[i][0] = hessian[0][i];
      for (let j = i + 1; j < k; j++) hessian[i][j] = hessian[j][i];
      hessian[i][i] += ridge;
      gradient[i] -= ridge * weights[i];
    }
    const step = solve(hessian, gradient);
    weights = weights.map((w, i) => w + step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  // Back to the raw feature scale.
  const raw = weights.slice(1).map((w, i) => w / sd[i]);
  return { weights: [weights[0] - raw.reduce((s, w, i) => s + w * mean[i], 0), ...raw] };
}
