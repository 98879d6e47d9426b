import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { NAV_LINKS } from './navigation';
import { tokenVar } from '@vantage/client/theme';
import { MenuOnDemand } from './menu-on-demand';

/** The header links in a row (wide screens). */
export function NavLinks() {
  const { token } = theme.useToken();
  return (
    <Flex component="nav" aria-label="Main" gap={token.marginXS}>
      {NAV_LINKS.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          end
          style={({ isActive }) => ({
            padding: `${token.paddingXXS}px ${token.paddingSM}px`,
            borderRadius: token.borderRadius,
            color: isActive ? tokenVar('colorPrimary') : tokenVar('colorText'),
            background: isActive ? tokenVar('colorPrimaryBg') : 'transparent',
            fontWeight: isActive ? 600 : 500,
            textDecoration: 'none',
            whiteSpace: 'nowrap',
          })}
        >
          {label}
        </NavLink>
      ))}
    </Flex>
  );
}

/** The same links behind a menu button (narrow screens). */
export function NavMenuButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <MenuOnDemand
      menu={{
        items: NAV_LINKS.map(({ to, label }) => ({ key: to, label })),
        selectedKeys: [pathname],
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" />
    </MenuOnDemand>
  );
}
