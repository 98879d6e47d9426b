// The model's recent record (recorded predictions, scored): accuracy and Brier score
// over the last 7 and 30 days, and the 30 days' calibration.
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import Statistic from 'antd/es/statistic';
import { Text } from '@/shared/components/text';
import { Link } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import type { Performance } from '@vantage/contracts/sports';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useRecentPerformance } from '../hooks/use-recent-performance';
import { CalibrationMiniChart } from './calibration-mini-chart';

function Period({ label, performance }: { label: string; performance: Performance | undefined }) {
  const accuracy = performance?.accuracy;
  return (
    <Flex vertical gap={4}>
      <Text strong>{label}</Text>
      <Flex gap={24} wrap>
        <Statistic
          title="Accuracy"
          value={accuracy == null ? 'N/A' : `${(accuracy * 100).toFixed(1)}%`}
          valueStyle={{ fontSize: 20 }}
        />
        <Statistic
          title="Brier score"
          value={performance?.brier == null ? 'N/A' : performance.brier.toFixed(3)}
          valueStyle={{ fontSize: 20 }}
        />
      </Flex>
      {performance && performance.games > 0 && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {performance.correct}/{performance.counted} calls correct over {performance.games} games
        </Text>
      )}
    </Flex>
  );
}

export function AlgorithmPerformance({ yesterday, viewer }: { yesterday: string | undefined; viewer: ViewerState }) {
  const week = useRecentPerformance(yesterday, 7, viewer);
  const month = useRecentPerformance(yesterday, 30, viewer);
  let body;
  if (!week.data && !month.data && !week.error && !month.error) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (week.error || month.error) body = <Text type="danger">{queryErrorMessage(week.error ?? month.error)}</Text>;
  else
    body = (
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} sm={14}>
          <Flex vertical gap={16}>
            <Period label="Last 7 days" performance={week.data} />
            <Period label="Last 30 days" performance={month.data} />
          </Flex>
        </Col>
        <Col xs={24} sm={10}>
          {month.data?.access.history ? (
            <Flex vertical align="center">
              <Text type="secondary" style={{ fontSize: 12 }}>
                Calibration, last 30 days
              </Text>
              <CalibrationMiniChart bins={month.data.calibration} />
            </Flex>
          ) : (
            <UpgradePrompt
              signedIn={viewer.signedIn}
              text="Algorithm performance history and calibration comes with Premium."
            />
          )}
        </Col>
      </Row>
    );
  return (
    <Card size="small" title="Algorithm Performance" extra={<Link to="/analytics">Full track record</Link>}>
      {body}
    </Card>
  );
}
