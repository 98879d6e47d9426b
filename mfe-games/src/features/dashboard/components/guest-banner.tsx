import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** product rules §6: a guest sees one free insight; the banner offers the rest. */
export function GuestBanner() {
  const navigate = useNavigate();
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
