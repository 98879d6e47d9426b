import { Alert } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { useMemberPreview } from '@vantage/client/first-render';

/** product rules §6: a guest sees one free insight; the banner offers the rest. */
export function GuestBanner() {
  if (useMemberPreview()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message="Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics."
      action={
        <LinkButton size="small" type="primary" to="/pricing">
          Upgrade
        </LinkButton>
      }
    />
  );
}
