import { fitLogistic, predictLogistic, sigmoid } from './logistic';

describe('logistic regression', () => {
  it('recovers the coefficients that generated the data', () => {
    // Deterministic pseudo-random draws so the test never flakes.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const rows: number[][] = [];
    const outcomes: number[] = [];
    for (let i = 0; i < 20000; i++) {
      const x = [random() * 4 - 2, random() * 200 - 100];
      rows.push(x);
      outcomes.push(random() < sigmoid(0.3 + 0.8 * x[0] - 0.01 * x[1]) ? 1 : 0);
    }
    const model = fitLogistic(rows, outcomes, 0);
    expect(model.weights[0]).toBeCloseTo(0.3, 1);
    expect(model.weights[1]).toBeCloseTo(0.8, 1);
    expect(model.weights[2]).toBeCloseTo(-0.01, 2);
    expect(predictLogistic(model, [0, 0])).toBeCloseTo(sigmoid(model.weights[0]), 10);
  });
});
