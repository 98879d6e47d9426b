import { Card, Typography } from 'antd';
import type { TrackRecord } from '@vantage/contracts/sports';
import {
  CLOSING_LINE_VALUE_METHOD,
  closingLineValueText,
  implausibleText,
  PRICE_AT_COMMIT_WORDS,
} from '../model/closing-line-value';

/** Whether the value picks beat the closing line: mean CLV, its interval, and what was compared. */
export function ClosingLineValueCard({ record }: { record: TrackRecord }) {
  const clv = record.comparison.closing_line_value;
  const excluded = implausibleText(clv);
  return (
    <Card size="small" title="Did the picks beat the closing line?" data-testid="closing-line-value">
      <Typography.Paragraph style={{ margin: 0 }}>{closingLineValueText(clv)}</Typography.Paragraph>
      {excluded && (
        <Typography.Paragraph style={{ margin: '8px 0 0', fontSize: 13 }} data-testid="closing-line-value-excluded">
          {excluded}
        </Typography.Paragraph>
      )}
      {clv.price_at_commit.map((basis) => (
        <Typography.Paragraph key={basis} type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
          {PRICE_AT_COMMIT_WORDS[basis]}
        </Typography.Paragraph>
      ))}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {CLOSING_LINE_VALUE_METHOD}
      </Typography.Paragraph>
    </Card>
  );
}
