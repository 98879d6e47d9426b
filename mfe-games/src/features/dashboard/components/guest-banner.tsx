import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMemberPreview } from '@vantage/client/first-render';

/** product rules §6: a guest sees one free insight; the banner offers the rest. */
export function GuestBanner() {
  const navigate = useNavigate();
  if (useMemberPreview()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message="Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics."
      action={
        <Button size="small" type="primary" onClick={() => navigate('/pricing')}>
          Upgrade
        </Button>
      }
    />
  );
}
