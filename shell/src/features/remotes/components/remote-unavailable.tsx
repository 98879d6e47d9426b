import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';

/** Shown in place of a remote's route when the remote cannot be loaded or has crashed. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <ResultOnDemand
        status="warning"
        title="This section is temporarily unavailable"
        subTitle="We could not load this part of Vantage. The rest of the site still works; try again in a moment."
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
