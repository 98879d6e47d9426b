import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { CloseCircleOutlined } from '@ant-design/icons';
import { tokenVar } from '@vantage/client/theme';

/** The red card of a failed load: a title, the message, and what the user can do about it. */
export function ErrorCard({ title, message, actions }: { title: string; message: string; actions: ReactNode }) {
  return (
    <Card role="alert" style={{ borderColor: tokenVar('colorErrorBorder'), background: tokenVar('colorErrorBg') }}>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
        <CloseCircleOutlined style={{ fontSize: 32, color: tokenVar('colorError') }} aria-hidden />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Text type="danger">{message}</Text>
        <Flex gap={8} wrap justify="center" style={{ marginTop: 8 }}>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
