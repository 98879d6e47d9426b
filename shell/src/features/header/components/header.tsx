import type { ReactNode } from 'react';
import { CrownOutlined } from '@ant-design/icons';
import { Flex, Layout, Typography, theme } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { Link } from 'react-router-dom';
import { displayName } from '@vantage/client/profile';
import { useMinWidth } from '@vantage/client/use-min-width';
import { useSignedInProfile } from '../hooks/use-signed-in-profile';
import { useSubscriptionTier } from '@vantage/client/subscription';
import { offersUpgrade } from '../model/upgrade';
import { AccountMenu } from './account-menu';
import { NavLinks, NavMenuButton } from './nav-links';
import { tokenVar } from '@vantage/client/theme';
import { MembersInBrowser } from '@/shared/members-in-browser';

function Brand() {
  return (
    <Link to="/" aria-label="Vantage Sports Analytics, home" style={{ textDecoration: 'none', lineHeight: 1.15 }}>
      <Flex vertical>
        <span style={{ color: tokenVar('colorPrimary'), fontSize: 22, fontWeight: 800, letterSpacing: -0.5 }}>
          Vantage
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Sports Analytics
        </Typography.Text>
      </Flex>
    </Link>
  );
}

/** The header of every page. `search` is the site search box. */
export function Header({ search }: { search: ReactNode }) {
  const { token } = theme.useToken();
  const wide = useMinWidth(token.screenLG); // links in a row, else behind a menu button
  const roomy = useMinWidth(token.screenXL); // labels beside the premium icon and the avatar
  const { session, signedIn, profile, pictureSrc } = useSignedInProfile();
  const email = profile?.email ?? session.email ?? '';
  // Shown once the plan is known, so a Pro member never sees it flash.
  const { tier } = useSubscriptionTier(signedIn ? (session.email ?? '') : null);

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 'auto',
        lineHeight: 'normal',
        padding: `${token.paddingSM}px ${wide ? token.paddingLG : token.paddingSM}px`,
        background: tokenVar('colorBgContainer'),
        borderBottom: `1px solid ${tokenVar('colorBorderSecondary')}`,
      }}
    >
      <Flex align="center" gap={wide ? token.marginMD : token.marginXS} wrap>
        {!wide && <NavMenuButton />}
        <Brand />
        {wide && <NavLinks />}
        {/* Narrow screens: the search box takes its own row under the others. */}
        <div style={wide ? { flex: 1, minWidth: 180, maxWidth: 360 } : { order: 1, flexBasis: '100%' }}>{search}</div>
        <Flex align="center" gap={token.marginXS} style={{ marginLeft: 'auto' }}>
          <MembersInBrowser>
            {signedIn ? (
              <>
                {/* A staff session is the product's own people at work: nothing to sell them. */}
                {!session.staff && offersUpgrade(tier) && (
                  <LinkButton type="primary" icon={<CrownOutlined />} to="/pricing" aria-label="Get Premium">
                    {roomy && 'Get Premium'}
                  </LinkButton>
                )}
                <AccountMenu
                  name={profile ? displayName(profile) : email}
                  email={email}
                  pictureSrc={pictureSrc}
                  showName={roomy}
                  staff={session.staff}
                />
              </>
            ) : (
              <>
                <LinkButton to="/login">Login</LinkButton>
                <LinkButton type="primary" to="/signup">
                  Sign Up
                </LinkButton>
              </>
            )}
          </MembersInBrowser>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
