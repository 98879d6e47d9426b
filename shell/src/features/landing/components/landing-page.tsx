import { Card, Flex, Typography, theme } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { useMemberPreview } from '@vantage/client/first-render';
import { useSession } from '@vantage/client/use-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FeaturedMatchups } from './featured-matchups';
import { LandingFooter } from './landing-footer';
import { tokenVar } from '@vantage/client/theme';

/** Signed in: the upgrade pitch; signed out: the sign-up pitch (product rules §2). Both offer View Features. */
function CallToAction({ signedIn }: { signedIn: boolean }) {
  const { token } = theme.useToken();
  return (
    <Card
      style={{
        textAlign: 'center',
        background: tokenVar('colorPrimaryBg'),
        borderColor: tokenVar('colorPrimaryBorder'),
      }}
    >
      <Flex vertical align="center" gap={token.marginSM}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {signedIn ? 'Ready for More Insights?' : 'Join the Elite'}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 560, margin: 0, fontSize: 16 }}>
          {signedIn
            ? 'Upgrade to Premium for the comprehensive analysis of every game, expected value against the moneyline and the model’s full track record.'
            : 'Sign up free to see every game’s win probability, Vantage score and trends. Paid plans start with a 14-day free trial.'}
        </Typography.Paragraph>
        <Flex gap={token.marginSM} wrap justify="center">
          {signedIn ? (
            <LinkButton type="primary" size="large" to="/pricing">
              Upgrade to Premium
            </LinkButton>
          ) : (
            <LinkButton type="primary" size="large" to="/signup">
              Start Free Trial
            </LinkButton>
          )}
          <LinkButton size="large" to="/pricing">
            View Features
          </LinkButton>
        </Flex>
      </Flex>
    </Card>
  );
}

export function LandingPage() {
  const { token } = theme.useToken();
  const session = useSession();
  // The server's stand-in for a member's landing already makes the member's offers.
  const preview = useMemberPreview();
  const signedIn = session.accessToken !== null || preview;
  useDocumentTitle('Sports Analytics');
  return (
    <Flex vertical gap={token.marginXL * 1.5}>
      <Flex
        component="section"
        vertical
        align="center"
        gap={token.marginLG}
        style={{ textAlign: 'center', padding: `${token.paddingXL * 1.5}px 0 0` }}
      >
        <Typography.Title style={{ margin: 0, fontSize: 'clamp(32px, 6vw, 56px)' }}>
          Unlock Elite Sports Intelligence
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 640, fontSize: 18, margin: 0 }}>
          Real-time analytics, proprietary algorithms and expert insights for NBA, NFL, MLB and NHL.
        </Typography.Paragraph>
        <Flex gap={token.marginSM} wrap justify="center">
          {/* A member has signed up already (and may have had the trial): their way in is their dashboard. */}
          {signedIn ? (
            <LinkButton type="primary" size="large" to="/dashboard">
              Open Dashboard
            </LinkButton>
          ) : (
            <LinkButton type="primary" size="large" to="/signup">
              Start Free Trial
            </LinkButton>
          )}
          <LinkButton size="large" to="/pricing">
            View Plans
          </LinkButton>
        </Flex>
      </Flex>
      <FeaturedMatchups session={session} />
      <CallToAction signedIn={signedIn} />
      <LandingFooter />
    </Flex>
  );
}
