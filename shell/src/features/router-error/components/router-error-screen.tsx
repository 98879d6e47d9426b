import { Typography } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a route throws (react-router errorElement). */
export function RouterErrorScreen() {
  const error = useRouteError();
  return (
    <ResultOnDemand
      status="error"
      title="Unexpected Application Error!"
      subTitle={<Typography.Text code>{describe(error)}</Typography.Text>}
    />
  );
}
