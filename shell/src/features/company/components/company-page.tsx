import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The frame of the footer's Company pages: a title, a short lead and readable text width. */
export function CompanyPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 820, margin: '0 auto', width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{lead}</Typography.Text>
      </div>
      <Card>
        <Typography>{children}</Typography>
      </Card>
    </Flex>
  );
}
