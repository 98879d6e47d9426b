import { createHash } from 'node:crypto';
import {
  chainRoot,
  GENESIS_ROOT,
  leafHash,
  merklePath,
  merkleRoot,
  type LedgerPrediction,
} from '@vantage/contracts/ledger-rules';
import type { LedgerDay, LedgerProof } from '@vantage/contracts/ledger';
import { verifyPrediction } from './ledger-verification';

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

const prediction = (game: string, p: number): LedgerPrediction => ({
  game_id: game,
  league: 'nba',
  date: '2024-01-15',
  away: 'BOS',
  home: 'TOR',
  p_home: p,
  recommendation: p > 0.5 ? 'home' : 'away',
  model_version: 'v1',
  created_at: '2024-01-15T05:00:00.000Z',
});

// A day of three games (an odd one out moves up unchanged), the second the one on the page.
async function served() {
  const predictions = [prediction('a', 0.61), prediction('b', 0.3012), prediction('c', 0.5)];
  const leaves = await Promise.all(predictions.map((p) => leafHash(sha256, p)));
  const merkle = await merkleRoot(sha256, leaves);
  const root = await chainRoot(sha256, GENESIS_ROOT, merkle);
  const proof: LedgerProof = {
    game_id: 'b',
    date: '2024-01-15',
    prediction: predictions[1],
    leaf_hash: leaves[1],
    index: 1,
    leaves: 3,
    path: await merklePath(sha256, leaves, 1),
    merkle_root: merkle,
    previous_root: GENESIS_ROOT,
    root,
  };
  const day = {
    league: 'nba',
    date: '2024-01-15',
    kind: 'reconstructed',
    committed_at: '2024-01-16T12:00:00.000Z',
    clock: 'live',
    clock_time: '2024-01-16T12:00:00.000Z',
    first_start: '2024-01-15T05:00:00.000Z',
    previous_date: null,
    previous_root: GENESIS_ROOT,
    merkle_root: merkle,
    root,
    anchors: [],
    leaves: [],
  } satisfies LedgerDay;
  return { proof, day };
}

test('a committed prediction verifies, and says its day was committed after its games', async () => {
  const { proof, day } = await served();
  expect(await verifyPrediction(sha256, { gameId: 'b', homePercent: 30.1 }, proof, day)).toEqual({
    state: 'verified',
    committed: 'Committed Jan 16, 2024, 7:00 AM ET.',
    kind: expect.stringMatching(/^Reconstructed: this day was committed after its games had started/),
  });
});

test('a prediction changed after its commitment, a forged root or another figure on the page is a mismatch', async () => {
  const { proof, day } = await served();
  const shown = { gameId: 'b', homePercent: 30.1 };
  const changed = { ...proof, prediction: { ...proof.prediction, p_home: 0.30121 } };
  expect(await verifyPrediction(sha256, shown, changed, day)).toMatchObject({ state: 'mismatch' });
  expect(await verifyPrediction(sha256, shown, proof, { ...day, root: GENESIS_ROOT })).toMatchObject({
    state: 'mismatch',
  });
  expect(await verifyPrediction(sha256, { gameId: 'b', homePercent: 35 }, proof, day)).toEqual({
    state: 'mismatch',
    reason: 'The page shows 35% for the home side; the committed prediction is 30.1%.',
  });
});
