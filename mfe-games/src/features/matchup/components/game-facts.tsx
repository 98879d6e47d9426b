import { Card, Flex } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { LineMarkets } from '@/components/line-markets';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { formatExpectedMargin } from '@/shared/model/figures';
import { starterText } from '@/shared/model/starter';
import { expectedValueFact, moneylineFact, predictionFact } from '../model/game-facts';

/** The starters (the league's: pitcher, quarterback, goaltender), margin, odds, EV and the prediction's provenance. */
export function GameFacts({ detail, entry }: { detail: GameDetail; entry: ComparisonGame | undefined }) {
  // The NBA names no starter; MLB's entries predate the field (its starters are pitchers).
  const role = entry?.starter_role === undefined ? 'starter' : entry.starter_role;
  const expectedMargin = entry && formatExpectedMargin(entry);
  return (
    <Card size="small" title="Game facts">
      <Descriptions column={1} size="small" colon={false} labelStyle={{ minWidth: 110 }}>
        {role && (
          <>
            <Descriptions.Item label={`${detail.away_team} ${role}`}>
              {starterText(entry?.away_starter)}
            </Descriptions.Item>
            <Descriptions.Item label={`${detail.home_team} ${role}`}>
              {starterText(entry?.home_starter)}
            </Descriptions.Item>
          </>
        )}
        {expectedMargin && <Descriptions.Item label="Expected margin">{expectedMargin}</Descriptions.Item>}
        <Descriptions.Item label="Moneyline">{moneylineFact(entry)}</Descriptions.Item>
        <Descriptions.Item label="Expected value">{expectedValueFact(entry)}</Descriptions.Item>
        {detail.prediction && (
          <Descriptions.Item label="Prediction">{predictionFact(detail.prediction)}</Descriptions.Item>
        )}
      </Descriptions>
      {entry && (
        <Flex vertical style={{ marginTop: 8 }}>
          <LineMarkets game={entry} />
        </Flex>
      )}
    </Card>
  );
}
