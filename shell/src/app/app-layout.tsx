import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../features/header/components/header';
import { TeamSearchOnDemand } from '../features/team-search/components/team-search-on-demand';
import { tokenVar } from '@vantage/client/theme';
import { MembersInBrowser } from '../shared/members-in-browser';

export function AppLayout() {
  // The landing page has its own, fuller footer (columns, attributions, copyright).
  const isLanding = useLocation().pathname === '/';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header search={<TeamSearchOnDemand />} />
      {/* At least a window high, so the footer starts below the fold instead of being pushed down (a layout
          shift) when the route's content arrives. */}
      <Layout.Content
        style={{
          width: '100%',
          maxWidth: 1280,
          minHeight: 'calc(100vh - 64px)',
          margin: '0 auto',
          padding: 'clamp(12px, 3vw, 24px)',
        }}
      >
        <MembersInBrowser preview>
          <Outlet />
        </MembersInBrowser>
      </Layout.Content>
      {!isLanding && (
        <Layout.Footer style={{ textAlign: 'center', color: tokenVar('colorTextSecondary') }}>
          © {new Date().getFullYear()} Vantage. All rights reserved.
        </Layout.Footer>
      )}
    </Layout>
  );
}
