import { Flex, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@vantage/contracts/ui-routes';
import { useRemoteApp } from '../hooks/use-remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/** Renders the remote that owns the current path, or the unavailable card with Retry. */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const { state, reload } = useRemoteApp(remote);

  if (state.status === 'failed') return <RemoteUnavailable onRetry={reload} />;
  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" tip="Loading…">
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  }
  const { App } = state;
  return (
    <RemoteErrorBoundary onRetry={reload} resetKey={pathname}>
      <App />
    </RemoteErrorBoundary>
  );
}
