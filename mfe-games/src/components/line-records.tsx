// A team's or a trend's records against the closing lines: 'ATS 10-7-1 (58.8%)  O/U 9-8-0 (52.9% over)', each
// naming its source on hover; '—' and the reason where the league's data has no such line.
import { Flex } from 'antd';
import type { LineRecords } from '@vantage/contracts/line-records';
import { Text } from '@/shared/components/text';
import { lineRecordsText, lineRecordTexts } from '@/shared/model/line-records';

/** `label`: words before the records ('Home', 'Away'); `sources`: write each source out, not only on hover. */
export function LineRecordsLine({
  lines,
  label,
  sources = false,
  testId,
}: {
  lines: LineRecords;
  label?: string;
  sources?: boolean;
  testId?: string;
}) {
  const texts = lineRecordTexts(lines);
  return (
    <Flex vertical gap={2} data-testid={testId}>
      <Flex wrap style={{ fontSize: 12, columnGap: 12 }} aria-label={lineRecordsText(lines)}>
        {label && <Text type="secondary">{label}</Text>}
        {texts.map((t) => (
          <Text key={t.label} type="secondary" title={t.note}>
            <strong>{t.label}</strong> {t.figures}
            {t.figures === '—' ? ` ${t.note}` : ''}
          </Text>
        ))}
      </Flex>
      {sources && texts.some((t) => t.figures !== '—') && (
        <Text type="secondary" style={{ fontSize: 11 }}>
          Closing lines:{' '}
          {texts
            .filter((t) => t.figures !== '—')
            .map((t) => `${t.label} ${t.note}`)
            .join(' · ')}
        </Text>
      )}
    </Flex>
  );
}
