import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatMonthDay } from '@/shared/model/game-time';
import { resultTitle, winPctText } from '../model/explorer';
import { ExplorerMatches, type ResultPage } from './explorer-matches';

/** The record in the situation asked: W-L, win % and games, then the matching games. */
export function ExplorerResultCard(props: ResultPage) {
  const { result } = props;
  return (
    <Card
      size="small"
      title={resultTitle(result)}
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
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        Games played through {formatMonthDay(result.through)}, {result.through.slice(0, 4)}; each situation is what was
        known before the game (favourite or underdog by its moneyline).
        {result.team ? null : ' Every team counts once per game, so both sides of a game can match.'}
      </Typography.Paragraph>
      <ExplorerMatches {...props} />
    </Card>
  );
}
