import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import Modal from 'antd/es/modal';
import Form from 'antd/es/form';
import { useAccountDeletion } from '../hooks/use-account-deletion';
import { ACCOUNT_DELETION_TEXT as TEXT } from '../model/account-deletion';

/** The profile page's last section: deleting the account, after typing one's email and password. */
export function DeleteAccountSection({ email }: { email: string }) {
  const deletion = useAccountDeletion(email);
  return (
    <Card title={TEXT.title} styles={{ header: { color: 'var(--ant-color-error)' } }}>
      <Flex vertical gap="middle" align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>{TEXT.intro}</Typography.Paragraph>
        <Button danger icon={<DeleteOutlined />} onClick={deletion.show}>
          {TEXT.open}
        </Button>
      </Flex>
      <Modal
        open={deletion.open}
        title={TEXT.dialogTitle}
        onCancel={deletion.close}
        maskClosable={!deletion.deleting}
        closable={!deletion.deleting}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={deletion.close} disabled={deletion.deleting}>
            {TEXT.cancel}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            danger
            icon={<DeleteOutlined />}
            disabled={!deletion.canConfirm}
            loading={deletion.deleting}
            onClick={() => void deletion.confirm()}
          >
            {TEXT.confirm}
          </Button>,
        ]}
      >
        <Typography.Paragraph style={{ marginBottom: 8 }}>{TEXT.whatGoes}</Typography.Paragraph>
        <ul style={{ marginTop: 0, paddingInlineStart: 20 }}>
          {TEXT.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {deletion.failure.alert && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={TEXT.notDeletedTitle}
            description={deletion.failure.alert}
          />
        )}
        <Form layout="vertical" requiredMark={false} component="div">
          <Form.Item label={TEXT.confirmEmailLabel} htmlFor="delete-account-email" extra={email}>
            <Input
              id="delete-account-email"
              type="email"
              autoComplete="off"
              value={deletion.typedEmail}
              onChange={(event) => deletion.setTypedEmail(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={TEXT.passwordLabel}
            htmlFor="delete-account-password"
            validateStatus={deletion.failure.password ? 'error' : undefined}
            help={deletion.failure.password ?? undefined}
            style={{ marginBottom: 0 }}
          >
            <Input.Password
              id="delete-account-password"
              autoComplete="current-password"
              value={deletion.password}
              onChange={(event) => deletion.setPassword(event.target.value)}
              onPressEnter={() => {
                if (deletion.canConfirm) void deletion.confirm();
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
