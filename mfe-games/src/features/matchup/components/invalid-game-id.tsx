import { Button, Result, Typography } from 'antd';
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
          <Typography.Text code>Expected format: /game/[gameId]</Typography.Text>
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
