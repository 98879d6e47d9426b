import { useState } from 'react';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useLazyLedgerDayQuery, useLazyLedgerProofQuery, type Viewer } from '@vantage/client/sports-api';
import type { GameDetail } from '@vantage/contracts/sports';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { verifyPrediction, webCryptoSha256, type Verification } from '../model/ledger-verification';

/** "Verify" on the game page: fetches the game's proof and its day's commitment afresh and checks them here. */
export function useLedgerVerification(detail: GameDetail, viewer: Viewer) {
  const [proofQuery] = useLazyLedgerProofQuery();
  const [dayQuery] = useLazyLedgerDayQuery();
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);

  async function verify() {
    const sha256 = webCryptoSha256();
    if (!sha256) {
      setResult({ state: 'unavailable', reason: 'This browser cannot hash here: WebCrypto needs an https page.' });
      return;
    }
    setChecking(true);
    try {
      const proof = await proofQuery({ gameId: detail.game_id, viewer }, false);
      if (proof.error) {
        const status = 'status' in proof.error ? proof.error.status : null;
        setResult(
          status === 404
            ? { state: 'not-committed' }
            : { state: 'unavailable', reason: queryErrorMessage(proof.error) },
        );
        return;
      }
      const day = await dayQuery({ league: leagueOfGameId(detail.game_id), date: proof.data!.date, viewer }, false);
      if (day.error) {
        setResult({ state: 'unavailable', reason: queryErrorMessage(day.error) });
        return;
      }
      const shown = { gameId: detail.game_id, homePercent: detail.pick?.home_win_probability ?? null };
      setResult(await verifyPrediction(sha256, shown, proof.data!, day.data!));
    } finally {
      setChecking(false);
    }
  }

  return { result, checking, verify };
}
