import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** An error card's main action: load again. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="primary" icon={<ReloadOutlined />} onClick={onClick}>
      Retry
    </Button>
  );
}
