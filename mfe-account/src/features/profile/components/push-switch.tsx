import { Alert, Flex, Typography } from 'antd';
import Switch from 'antd/es/switch';
import { usePushDevice } from '../hooks/use-push-device';
import { PUSH_DESCRIPTION, PUSH_MESSAGES } from '../model/push-device';

const ID = 'preference-push_notifications';

/** Push alerts on this device: applies at once (no Edit and Save), since it asks the browser, not the profile. */
export function PushSwitch({ cacheKey, hasTeams }: { cacheKey: string; hasTeams: boolean }) {
  const push = usePushDevice(cacheKey);
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="middle">
        <Flex vertical>
          <label htmlFor={ID} style={{ fontWeight: 500 }}>
            Push notifications
          </label>
          <Typography.Text type="secondary" id={`${ID}-description`}>
            {PUSH_DESCRIPTION} Applies to this device at once.
          </Typography.Text>
        </Flex>
        <Switch
          id={ID}
          checked={push.on}
          loading={push.busy}
          disabled={push.disabled}
          onChange={(checked) => void push.toggle(checked)}
          aria-describedby={`${ID}-description`}
        />
      </Flex>
      {push.reason && <Alert type="warning" showIcon message={push.reason} data-testid="push-reason" />}
      {push.on && !hasTeams && <Alert type="info" showIcon message={PUSH_MESSAGES.noTeams} />}
    </Flex>
  );
}
