import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';

/** product rules §2: the matchup page for a missing or malformed game id (one the API does not know is not found). */
export function InvalidGameId() {
  const league = leagueOfGameId(useParams().gameId ?? '');
  return (
    <ResultOnDemand
      status="warning"
      title="Invalid Game ID"
      subTitle={
        <>
          Please check the URL and try again.
          <br />
          <Text code>Expected format: /game/[gameId]</Text>
        </>
      }
      extra={
        <LinkButton type="primary" icon={<ArrowLeftOutlined />} to={trendsPath(league)}>
          Back
        </LinkButton>
      }
    />
  );
}
