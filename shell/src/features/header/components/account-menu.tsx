import {
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { logout } from '@vantage/client/logout';
import { MenuOnDemand } from './menu-on-demand';

const STAFF_DASHBOARD = '/yoko/trends';

export interface AccountMenuProps {
  name: string;
  email: string;
  pictureSrc: string | undefined;
  /** Show the name beside the avatar (wide screens). */
  showName: boolean;
  /** A staff login's session: says so, and leads to the staff dashboard. */
  staff: boolean;
}

export function AccountMenu({ name, email, pictureSrc, showName, staff }: AccountMenuProps) {
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate('/login');
  };
  return (
    <MenuOnDemand
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'who',
            type: 'group',
            label: (
              <Flex vertical>
                <Flex align="center" gap={8}>
                  <Typography.Text strong>{name}</Typography.Text>
                  {staff && <Tag style={{ marginInlineEnd: 0 }}>Staff</Tag>}
                </Flex>
                <Typography.Text type="secondary">{email}</Typography.Text>
              </Flex>
            ),
          },
          { type: 'divider' },
          { key: '/profile', label: 'Profile', icon: <UserOutlined /> },
          { key: '/watchlists', label: 'Watchlists', icon: <EyeOutlined /> },
          { key: '/bets', label: 'My bets', icon: <BookOutlined /> },
          { key: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
          { key: '/settings', label: 'Settings', icon: <SettingOutlined /> },
          ...(staff ? [{ key: STAFF_DASHBOARD, label: 'Staff dashboard', icon: <BarChartOutlined /> }] : []),
          { type: 'divider' },
          { key: 'logout', label: 'Log out', icon: <LogoutOutlined />, danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? void signOut() : navigate(key)),
      }}
    >
      <Button
        type="text"
        aria-label={staff ? 'Account menu (staff)' : 'Account menu'}
        style={{ height: 'auto', paddingInline: 4 }}
      >
        <Flex align="center" gap={8}>
          {/* antd shows the icon when the picture fails to load */}
          <Avatar src={pictureSrc} icon={<UserOutlined />} alt="" />
          {showName && <span>{name}</span>}
          {staff && <Tag style={{ marginInlineEnd: 0 }}>Staff</Tag>}
        </Flex>
      </Button>
    </MenuOnDemand>
  );
}
