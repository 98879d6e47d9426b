import type { ReactNode } from 'react';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { RETROSHEET_NOTICE } from '@/shared/attribution';
import { tokenVar } from '@vantage/client/theme';
import { LEAGUE_LABELS, LEAGUES } from '@vantage/contracts/sports-rules';
import { dashboardPath } from '@vantage/contracts/ui-routes';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={12} md={6}>
      <Typography.Title level={4} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={6}>
        {children}
      </Flex>
    </Col>
  );
}

export function LandingFooter() {
  const { token } = theme.useToken();
  return (
    <footer style={{ borderTop: `1px solid ${tokenVar('colorBorderSecondary')}`, paddingTop: token.paddingLG }}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={6}>
          {/* h3 under the page's h2s, at h4 size. */}
          <Typography.Title level={3} style={{ color: tokenVar('colorPrimary'), marginTop: 0, fontSize: 20 }}>
            Vantage
          </Typography.Title>
          <Typography.Text type="secondary">
            Calibrated MLB, NBA, NFL and NHL predictions, Vantage scores and situational trends.
          </Typography.Text>
        </Col>
        <Column title="Sports">
          {LEAGUES.map((league) => (
            <Link key={league} to={dashboardPath(league)}>
              {LEAGUE_LABELS[league]}
            </Link>
          ))}
        </Column>
        <Column title="Platform">
          <Link to="/dashboard">Dashboard</Link>
          <Link to="/analytics">Analytics</Link>
          <Link to="/trends">Trends</Link>
          <Link to="/pricing">Pricing</Link>
        </Column>
        <Column title="Company">
          <Link to="/about">About Us</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
        </Column>
      </Row>
      <Flex vertical gap={4} style={{ marginTop: token.marginLG }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {RETROSHEET_NOTICE}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Back-test comparisons use FiveThirtyEight&apos;s published MLB forecasts, licensed under{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            target="_blank"
            rel="noreferrer"
            style={{ textDecoration: 'underline' }}
          >
            CC BY 4.0
          </a>
          .
        </Typography.Text>
      </Flex>
    </footer>
  );
}
