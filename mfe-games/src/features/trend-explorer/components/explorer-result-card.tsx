import { Card, Col, Flex, Row, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import { Text } from '@/shared/components/text';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { useLeague } from '@/shared/hooks/use-league';
import { formatMonthDay } from '@vantage/client/calendar-date';
import { resultTitle, winPctText } from '../model/explorer';
import { ExplorerMatches, type ResultPage } from './explorer-matches';
import { LineRecordsLine } from '@/components/line-records';
import { TermHelp } from '@/components/term-help';

/** The record in the situation asked: W-L, win % and games, its split at a date if picked, then the games. */
export function ExplorerResultCard({
  split,
  setSplit,
  ...props
}: ResultPage & { split: string | null; setSplit: (date: string | null) => void }) {
  const { result } = props;
  const league = useLeague();
  return (
    <Card
      size="small"
      title={resultTitle(result, league)}
      data-testid="explorer-result"
      // The situation can be long: on a phone the title wraps instead of being cut off.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={12} sm={6}>
          <Statistic title="Record" value={`${result.wins}-${result.losses}`} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Win %" value={winPctText(result.win_pct)} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Games" value={result.games} />
        </Col>
      </Row>
      <Flex align="center" gap={4} style={{ marginTop: 8 }}>
        <LineRecordsLine lines={result.lines} sources testId="explorer-line-records" />
        <TermHelp term="lineRecords" />
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
        <Text strong>Before and after</Text>
        <DatePicker
          aria-label="Split the record at"
          placeholder="Pick a date"
          value={split ? dayjs(split) : null}
          onChange={(date) => setSplit(date ? date.format('YYYY-MM-DD') : null)}
        />
      </Flex>
      {result.split && (
        <Row gutter={[16, 8]} style={{ marginTop: 8 }} data-testid="explorer-split">
          {(
            [
              ['Before', result.split.before],
              ['From then on', result.split.after],
            ] as const
          ).map(([label, record]) => (
            <Col xs={12} sm={6} key={label}>
              <Statistic
                title={`${label} ${formatMonthDay(result.split!.date)}, ${result.split!.date.slice(0, 4)}`}
                value={`${record.wins}-${record.losses}`}
                suffix={<Text type="secondary">({winPctText(record.win_pct)})</Text>}
              />
            </Col>
          ))}
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        Games played through {formatMonthDay(result.through)}, {result.through.slice(0, 4)}; each situation is what was
        known before the game (favourite or underdog by its moneyline).
        {result.team ? null : ' Every team counts once per game, so both sides of a game can match.'}
      </Typography.Paragraph>
      <ExplorerMatches {...props} />
    </Card>
  );
}
