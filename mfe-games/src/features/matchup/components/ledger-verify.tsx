// The game page's public-ledger card: "Verify" checks, in this browser, that the prediction shown is the one
// committed for its day (docs/ledger.md), and says whether that day was committed before its games.
import { Alert, Button, Card, Flex } from 'antd';
import { Text } from '@/shared/components/text';
import type { GameDetail } from '@vantage/contracts/sports';
import type { Viewer } from '@vantage/client/sports-api';
import { useLedgerVerification } from '../hooks/use-ledger-verification';
import { LEDGER_TEXTS } from '../model/ledger-verification';

function Outcome({ result }: { result: NonNullable<ReturnType<typeof useLedgerVerification>['result']> }) {
  switch (result.state) {
    case 'verified':
      return (
        <Alert
          type="success"
          showIcon
          title={LEDGER_TEXTS.verified}
          description={
            <Flex vertical gap={4}>
              <span>{result.committed}</span>
              <span>{result.kind}</span>
            </Flex>
          }
        />
      );
    case 'mismatch':
      return <Alert type="error" showIcon title={LEDGER_TEXTS.mismatch} description={result.reason} />;
    case 'not-committed':
      return <Alert type="info" showIcon title={LEDGER_TEXTS.notCommitted} />;
    case 'unavailable':
      return <Alert type="warning" showIcon title={LEDGER_TEXTS.unavailable} description={result.reason} />;
  }
}

export function LedgerVerify({ detail, viewer }: { detail: GameDetail; viewer: Viewer }) {
  const { result, checking, verify } = useLedgerVerification(detail, viewer);
  if (!detail.prediction) return null;
  return (
    <Card size="small" title="Public ledger">
      <Flex vertical gap={12}>
        <Text type="secondary">{LEDGER_TEXTS.intro}</Text>
        <Button onClick={() => void verify()} loading={checking}>
          Verify
        </Button>
        <div aria-live="polite">{result && !checking && <Outcome result={result} />}</div>
      </Flex>
    </Card>
  );
}
