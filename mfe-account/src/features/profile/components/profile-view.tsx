import { useState } from 'react';
import { ArrowLeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Tabs, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { logout } from '@vantage/client/logout';
import type { UserProfile } from '@vantage/client/profile';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ApiKeysTab } from './api-keys-tab';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalTab } from './personal-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileSummary } from './profile-summary';
import { SportsTab } from './sports-tab';
import { SubscriptionTab } from './subscription-tab';

const TAB_KEYS = ['personal', 'sports', 'preferences', 'subscription', 'api'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** /profile opens on Personal, /settings on Preferences (product rules §2); `?tab=` names another, e.g. `?tab=api`. */
function tabForPath(pathname: string, tab: string | null): TabKey {
  if (TAB_KEYS.includes(tab as TabKey)) return tab as TabKey;
  return pathname.startsWith('/settings') ? 'preferences' : 'personal';
}

export interface ProfileViewProps {
  profile: UserProfile;
  cacheKey: string;
  /** When the profile was fetched: the picture's cache-busting timestamp. */
  pictureTimestamp: number | undefined;
}

export function ProfileView({ profile, cacheKey, pictureTimestamp }: ProfileViewProps) {
  const { pathname } = useLocation();
  const tab = useSearchParams()[0].get('tab');
  const navigate = useNavigate();
  const editor = useProfileEditor(profile, cacheKey);
  // On a phone the four tab titles fit in one row only with tighter spacing.
  const narrow = Grid.useBreakpoint().sm === false;
  // The tab shown, and the address it was opened from: a new address (a link to /settings, `?tab=api`) opens
  // the tab it names; clicking a tab changes it in place.
  const [shown, setShown] = useState({ pathname, tab, activeTab: tabForPath(pathname, tab) });
  if (shown.pathname !== pathname || shown.tab !== tab)
    setShown({ pathname, tab, activeTab: tabForPath(pathname, tab) });
  const { activeTab } = shown;

  const signOut = async () => {
    await logout();
    navigate('/login');
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <LinkButton icon={<ArrowLeftOutlined />} to="/dashboard">
          Back to Dashboard
        </LinkButton>
        <Button danger icon={<LogoutOutlined />} onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Flex>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {pathname.startsWith('/settings') ? 'Settings' : 'Profile'}
      </Typography.Title>
      <ProfileSummary profile={profile} cacheKey={cacheKey} pictureTimestamp={pictureTimestamp} editor={editor} />
      <Card styles={{ body: { paddingTop: 8, paddingInline: narrow ? 12 : 24 } }}>
        <Tabs
          tabBarGutter={narrow ? 14 : undefined}
          activeKey={activeTab}
          onChange={(key) => setShown((current) => ({ ...current, activeTab: key as TabKey }))}
          items={[
            { key: 'personal', label: 'Personal', children: <PersonalTab profile={profile} editor={editor} /> },
            { key: 'sports', label: 'Sports', children: <SportsTab editor={editor} /> },
            {
              key: 'preferences',
              label: 'Preferences',
              children: <PreferencesTab editor={editor} cacheKey={cacheKey} />,
            },
            {
              key: 'subscription',
              label: 'Subscription',
              children: <SubscriptionTab cacheKey={cacheKey} pictureUrl={profile.profile_picture} />,
            },
            { key: 'api', label: 'API', children: <ApiKeysTab cacheKey={cacheKey} /> },
          ]}
        />
      </Card>
      <DeleteAccountSection email={profile.email} />
    </Flex>
  );
}
