import {
  calibrate,
  calibratedChances,
  fitCalibration,
  walkForwardCalibrations,
  type CalibrationRow,
} from './calibration';

/** A seeded generator, so every run sees the same games. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Games whose raw probability spreads from ½ but whose side wins with `truth(p)`. */
function rows(season: number, n: number, truth: (p: number) => number, rnd: () => number): CalibrationRow[] {
  return Array.from({ length: n }, () => {
    const p = 0.25 + 0.5 * rnd();
    return { season, p, outcome: rnd() < truth(p) ? 1 : 0 };
  });
}

describe('walk-forward calibration of a cover / over probability', () => {
  it('shrinks an over-confident probability toward ½ when the side wins half the time whatever it says', () => {
    const c = fitCalibration(
      rows(2015, 4000, () => 0.5, random(1)),
      0.001,
    );
    expect(Math.abs(c.slope)).toBeLessThan(0.25);
    expect(Math.abs(calibrate(c, 0.7) - 0.5)).toBeLessThan(0.04);
    expect(Math.abs(calibrate(c, 0.3) - 0.5)).toBeLessThan(0.04);
  });

  it('keeps a probability that was right, and takes a bias out with the intercept', () => {
    const right = fitCalibration(
      rows(2015, 4000, (p) => p, random(2)),
      0.0001,
    );
    expect(right.slope).toBeGreaterThan(0.8);
    expect(calibrate(right, 0.7)).toBeGreaterThan(0.65);
    // The model says "over" 8 points too often: the side wins with p − .08.
    const biased = fitCalibration(
      rows(2015, 4000, (p) => p - 0.08, random(3)),
      0.0001,
    );
    expect(calibrate(biased, 0.5)).toBeLessThan(0.46);
  });

  it('moves the two sides, keeps the push, and leaves a season with too little before it raw', () => {
    const c = { intercept: 0, slope: 0, games: 1000 };
    const x = calibratedChances(c, { first: 0.6, second: 0.3, push: 0.1 });
    expect(x.first).toBeCloseTo(0.45, 12);
    expect(x.second).toBeCloseTo(0.45, 12);
    expect(x.push).toBe(0.1);
    const few = walkForwardCalibrations(
      rows(2015, 50, () => 0.5, random(4)),
      [2016],
      {
        ridge: 0.001,
        minGames: 200,
      },
    );
    expect(calibratedChances(few.get(2016)!, { first: 0.6, second: 0.3, push: 0.1 }).first).toBe(0.6);
  });

  /** Each season's calibration with the target season's outcomes as given, then all flipped. */
  function audit(history?: (list: readonly CalibrationRow[], season: number) => readonly CalibrationRow[]) {
    const rnd = random(5);
    const before = [2016, 2017, 2018].flatMap((s) => rows(s, 800, () => 0.5, rnd));
    const target = rows(2019, 800, () => 0.5, rnd);
    const flipped = target.map((r) => ({ ...r, outcome: (1 - r.outcome) as 1 | 0 }));
    const options = { ridge: 0.001, minGames: 200, history };
    const a = walkForwardCalibrations([...before, ...target], [2019], options).get(2019)!;
    const b = walkForwardCalibrations([...before, ...flipped], [2019], options).get(2019)!;
    return { a, b, unmoved: a.intercept === b.intercept && a.slope === b.slope };
  }

  it("never reads the season it predicts: flipping that season's results leaves its calibration unmoved", () => {
    const { a, unmoved } = audit();
    expect(a.games).toBe(2400);
    expect(unmoved).toBe(true);
  });

  it('fits on the last `window` seasons only when given one', () => {
    const rnd = random(6);
    const list = [2016, 2017, 2018, 2019].flatMap((s) => rows(s, 300, () => 0.5, rnd));
    const options = { ridge: 0.001, minGames: 200, window: 2 };
    expect(walkForwardCalibrations(list, [2019], options).get(2019)!.games).toBe(600);
  });

  it('catches a planted peek: a calibration fitted with the season it predicts', () => {
    const peek = audit((list, season) => list.filter((r) => r.season <= season));
    expect(peek.a.games).toBe(3200);
    expect(peek.unmoved).toBe(false);
  });
});
