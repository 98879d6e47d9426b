// The record of every trend found in a season as paragraphs, alike on /analytics and the staff dashboard.
import { Typography } from 'antd';
import type { TrendsFound } from '@vantage/contracts/sports';
import { trendsFoundText } from '@vantage/client/trends-found';

export function TrendsFoundText({ found }: { found: TrendsFound }) {
  const text = trendsFoundText(found);
  return (
    <>
      <Typography.Paragraph strong style={{ marginTop: 0 }}>
        {text.headline}
      </Typography.Paragraph>
      {text.details.map((line) => (
        <Typography.Paragraph key={line} type="secondary" style={{ marginBottom: 8 }}>
          {line}
        </Typography.Paragraph>
      ))}
    </>
  );
}
