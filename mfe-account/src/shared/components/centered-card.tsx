import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** The narrow card of the account forms (login, signup, password reset), full width on a phone. */
export function CenteredCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex justify="center" style={{ paddingBlock: 'clamp(8px, 4vw, 48px)' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </Flex>
  );
}
