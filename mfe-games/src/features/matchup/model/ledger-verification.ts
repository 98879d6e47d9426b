// The game page's "verify": the prediction shown, hashed in this browser, must lead through the served path to the
// root committed for its day (docs/ledger.md). The hashing is the ledger's own (@vantage/contracts/ledger-rules),
// SHA-256 by WebCrypto: nothing here takes the server's word for a hash.
import { chainRoot, leafHash, rootFromPath, shownPercent, type Sha256 } from '@vantage/contracts/ledger-rules';
import type { LedgerDay, LedgerProof } from '@vantage/contracts/ledger';
import { SPORTS_TIMEZONE } from '@vantage/contracts/sports-rules';

export const LEDGER_TEXTS = {
  intro:
    "Each day's predictions are committed to a public ledger of hashes. Verify checks, in your browser, that the prediction on this page is the one committed.",
  verified: 'Verified: this prediction is the one committed for its day.',
  mismatch: 'Mismatch: this prediction is not the one committed.',
  notCommitted: "Not committed yet: a day is committed once all its games' predictions are recorded.",
  unavailable: 'Could not verify.',
};

export type Verification =
  | { state: 'verified'; committed: string; kind: string }
  | { state: 'mismatch'; reason: string }
  | { state: 'not-committed' }
  | { state: 'unavailable'; reason: string };

/** WebCrypto's SHA-256, or null where the page cannot use it (crypto.subtle needs https or localhost). */
export function webCryptoSha256(): Sha256 | null {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  return async (bytes) => new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(bytes)));
}

const committedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SPORTS_TIMEZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When the day was committed, and whether before its games (live or replayed) or after them, in plain words. */
export function commitmentWords(day: Pick<LedgerDay, 'kind' | 'clock' | 'committed_at' | 'date'>): {
  committed: string;
  kind: string;
} {
  const committed = `Committed ${committedFormat.format(new Date(day.committed_at))} ET.`;
  if (day.kind === 'reconstructed')
    return {
      committed,
      kind: 'Reconstructed: this day was committed after its games had started, so the ledger proves the prediction has not changed since then, not that it came first.',
    };
  if (day.clock === 'replay')
    return {
      committed,
      kind: `Recorded before the day's first game by the replay clock: this server replays ${day.date}, so the commitment was made before that day's games as replayed, not in ${day.date.slice(0, 4)}.`,
    };
  return { committed, kind: "Recorded before the day's first game." };
}

/**
 * Checks a proof and its day's commitment against the probability the page shows. Mismatch when the shown
 * figure is not the committed prediction's, when the prediction does not hash through the path to the Merkle
 * root, or when that root chained to the previous day's is not the day's root.
 */
export async function verifyPrediction(
  sha256: Sha256,
  shown: { gameId: string; homePercent: number | null },
  proof: LedgerProof,
  day: LedgerDay,
): Promise<Verification> {
  const p = proof.prediction;
  if (p.game_id !== shown.gameId || proof.date !== day.date)
    return { state: 'mismatch', reason: 'The proof is not this game’s.' };
  if (shown.homePercent !== null && shownPercent(p.p_home) !== shown.homePercent)
    return {
      state: 'mismatch',
      reason: `The page shows ${shown.homePercent}% for the home side; the committed prediction is ${shownPercent(p.p_home)}%.`,
    };
  const merkle = await rootFromPath(sha256, await leafHash(sha256, p), proof.path);
  if ((await chainRoot(sha256, day.previous_root, merkle)) !== day.root)
    return {
      state: 'mismatch',
      reason: 'This prediction does not lead to the root committed for its day: it changed after its commitment.',
    };
  return { state: 'verified', ...commitmentWords(day) };
}
