import { Card, Flex, Statistic, Typography } from 'antd';
import type { Performance } from '@vantage/contracts/sports';
import { COIN_FLIP_BRIER, shareText } from '../model/track-record';

/** The season's totals beside the always-home baseline, and how they are counted. */
export function Headline({ performance }: { performance: Performance }) {
  const figures = [
    { title: 'Accuracy', value: shareText(performance.accuracy) },
    { title: 'Brier score', value: performance.brier?.toFixed(3) ?? 'N/A' },
    { title: 'Log loss', value: performance.log_loss?.toFixed(3) ?? 'N/A' },
    { title: 'Calls correct', value: `${performance.correct}/${performance.counted}` },
    { title: 'Games scored', value: performance.games },
  ];
  const baseline = [
    { title: 'Always-home accuracy', value: shareText(performance.baseline.accuracy) },
    { title: 'Always-home Brier', value: performance.baseline.brier?.toFixed(3) ?? 'N/A' },
    { title: 'Home wins', value: `${performance.baseline.correct}/${performance.games}` },
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
        Accuracy counts games with a result and a non-neutral call (a neutral call is no pick). The Brier score is the
        mean squared error of the home win probability over every scored game: lower is better, and a coin flip (50%
        every game) scores {COIN_FLIP_BRIER.toFixed(3)}. The baseline picks the home team in every game of the same set,
        so its accuracy is the home teams&apos; win rate; its Brier score gives the home team, each game, the
        league&apos;s home win rate over every result known before that game. Model {performance.model_version ?? 'n/a'}
        ; every prediction was recorded before its game.
      </Typography.Paragraph>
    </Card>
  );
}
