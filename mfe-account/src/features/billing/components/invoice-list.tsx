import { Alert, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import List from 'antd/es/list';
import { queryErrorMessage } from '@vantage/client/error-message';
import { formatLongDate } from '@/shared/model/dates';
import { tierDisplayName } from '@/shared/model/subscription';
import { useGetInvoicesQuery } from '../api/billing-api';
import { invoiceAmount, invoiceStatusColor } from '../model/invoices';

/** The caller's invoices, newest first (a list, not a table: it reads on a phone too). */
export function InvoiceList({ cacheKey }: { cacheKey: string }) {
  const { data: invoices, error, isLoading } = useGetInvoicesQuery(cacheKey);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (error)
    return <Alert type="error" showIcon message="Unable to load invoices" description={queryErrorMessage(error)} />;
  if (!invoices?.length) return <Empty description="No invoices yet" />;
  return (
    <List
      itemLayout="horizontal"
      dataSource={invoices}
      renderItem={(invoice) => {
        const period = [formatLongDate(invoice.period_start), formatLongDate(invoice.period_end)].filter(Boolean);
        return (
          <List.Item
            actions={[
              invoice.hosted_invoice_url && (
                <a key="view" href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer">
                  View
                </a>
              ),
              invoice.invoice_pdf && (
                <a key="pdf" href={invoice.invoice_pdf} target="_blank" rel="noreferrer">
                  PDF
                </a>
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{formatLongDate(invoice.created)}</span>
                  {invoice.tier_type && (
                    <Typography.Text type="secondary">{tierDisplayName(invoice.tier_type)} plan</Typography.Text>
                  )}
                </Space>
              }
              description={
                <Space direction="vertical" size={0}>
                  {invoice.number && <span>Invoice {invoice.number}</span>}
                  {period.length === 2 && <span>{period.join(' – ')}</span>}
                </Space>
              }
            />
            <Flex vertical align="end" gap={4}>
              <Typography.Text strong>{invoiceAmount(invoice)}</Typography.Text>
              <Tag color={invoiceStatusColor(invoice.status)} style={{ marginInlineEnd: 0 }}>
                {invoice.status}
              </Tag>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
