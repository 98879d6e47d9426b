import { Card, Flex, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import type { Performance, Provenance } from '@vantage/contracts/sports';
import { CALLS_CORRECT, callsCorrectText } from '@/shared/model/calls-correct';
import { COIN_FLIP_BRIER, RECORD_WORDS } from '../model/track-record';

/** The season's totals (of the shown record) beside the always-home baseline, and how they are counted. */
export function Headline({ performance, record }: { performance: Performance; record: Provenance }) {
  const figures = [
    { title: CALLS_CORRECT, value: callsCorrectText(performance.correct, performance.counted) },
    { title: 'Brier score', value: performance.brier?.toFixed(3) ?? 'N/A' },
    { title: 'Log loss', value: performance.log_loss?.toFixed(3) ?? 'N/A' },
    { title: 'Games scored', value: performance.games.toLocaleString('en-US') },
  ];
  const baseline = [
    {
      title: `Always-home ${CALLS_CORRECT.toLowerCase()}`,
      value: callsCorrectText(performance.baseline.correct, performance.games),
    },
    { title: 'Always-home Brier', value: performance.baseline.brier?.toFixed(3) ?? 'N/A' },
  ];
  return (
    <Card size="small">
      <Flex gap={32} wrap>
        {figures.map((figure) => (
          <Statistic key={figure.title} title={figure.title} value={figure.value} />
        ))}
      </Flex>
      <Typography.Title level={5} style={{ margin: '16px 0 4px' }}>
        Baseline: the home team always wins
      </Typography.Title>
      <Flex gap={32} wrap data-testid="baseline-figures">
        {baseline.map((figure) => (
          <Statistic key={figure.title} title={figure.title} value={figure.value} />
        ))}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {CALLS_CORRECT} counts games with a result and a pick (a neutral call is no pick). The Brier score is the mean
        squared error of the home win probability over every scored game: lower is better, and a coin flip (50% every
        game) scores {COIN_FLIP_BRIER.toFixed(3)}. The baseline picks the home team in every game of the same set, so
        its calls correct is the home teams&apos; win rate; its Brier score gives the home team, each game, the
        league&apos;s home win rate over every result known before that game. Model {performance.model_version ?? 'n/a'}
        ; these are the predictions {RECORD_WORDS[record]}.{' '}
        {record === 'reconstructed' &&
          'They were computed walk-forward after the games from what was known before each one, not stored ahead of them.'}
      </Typography.Paragraph>
    </Card>
  );
}
