import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../features/header/components/Header';
import { TeamSearch } from '../features/team-search/components/TeamSearch';

export function AppLayout() {
  const { token } = theme.useToken();
  // The landing page has its own, fuller footer (columns, attributions, copyright).
  const isLanding = useLocation().pathname === '/';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header search={<TeamSearch />} />
      <Layout.Content style={{ width: '100%', maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
        <Outlet />
      </Layout.Content>
      {!isLanding && (
        <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
          © {new Date().getFullYear()} Vantage. All rights reserved.
        </Layout.Footer>
      )}
    </Layout>
  );
}
