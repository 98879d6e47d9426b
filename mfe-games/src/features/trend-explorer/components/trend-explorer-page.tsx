// /trends: the trend explorer (Pro, product rules §6). Pick situations (and a team, or every team) and see the W-L
// record, win % and the matching games. svc-sports answers from its stored games before today and checks the
// Pro tier itself; this page only spares a guest the refused call.
import { Card, Flex, Typography } from 'antd';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { useViewer } from '@/shared/hooks/use-viewer';
import { EXPLORER_PLAN } from '../model/explorer';
import { Explorer } from './explorer';

export default function TrendExplorerPage() {
  const viewer = useViewer();
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Trend explorer
        </Typography.Title>
        <Typography.Text type="secondary">
          A record in any situation: venue, favourite or underdog, previous result, rest, day or night, opponent
        </Typography.Text>
      </div>
      {viewer.signedIn ? (
        <Explorer viewer={viewer} />
      ) : (
        <Card>
          <UpgradePrompt
            signedIn={false}
            text={`The trend explorer comes with ${EXPLORER_PLAN}.`}
            action={`Upgrade to ${EXPLORER_PLAN}`}
          />
        </Card>
      )}
    </Flex>
  );
}
