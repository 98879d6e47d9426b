import { Button, Result } from 'antd';
import { Text } from '@/shared/components/text';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';

/** product rules §2: the matchup page for a missing or unknown game id. */
export function InvalidGameId() {
  const navigate = useNavigate();
  const league = leagueOfGameId(useParams().gameId ?? '');
  return (
    <Result
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
        <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(trendsPath(league))}>
          Back
        </Button>
      }
    />
  );
}
