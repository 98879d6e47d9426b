import { Button, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

export function LandingPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  useDocumentTitle('Sports Analytics');
  return (
    <Flex
      component="section"
      vertical
      align="center"
      gap={token.marginLG}
      style={{ textAlign: 'center', padding: `${token.paddingXL * 2}px 0` }}
    >
      <Typography.Title style={{ margin: 0, fontSize: 'clamp(32px, 6vw, 56px)' }}>
        Unlock Elite Sports Intelligence
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 640, fontSize: 18, margin: 0 }}>
        Real-time analytics, proprietary algorithms and expert insights for NBA, NFL, MLB and NHL.
      </Typography.Paragraph>
      <Flex gap={token.marginSM} wrap justify="center">
        <Button type="primary" size="large" onClick={() => navigate('/signup')}>
          Start Free Trial
        </Button>
        <Button size="large" onClick={() => navigate('/pricing')}>
          View Plans
        </Button>
      </Flex>
    </Flex>
  );
}
