// product rules §6 guest rule: after the first free insight, games are blurred, inert and covered by the unlock prompt.
import { useCallback, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMemberPreview } from '@vantage/client/first-render';
import { tokenVar } from '@vantage/client/theme';

/** `children` is the blurred stand-in; `matchup` ("Away at Home") says which game the prompt unlocks. */
export function LockedGame({ matchup, children }: { matchup: string; children: ReactNode }) {
  // React 18 does not know the inert attribute: set it on the element.
  const makeInert = useCallback((element: HTMLDivElement | null) => element?.setAttribute('inert', ''), []);
  const preview = useMemberPreview();
  const blurred = (
    <div ref={makeInert} aria-hidden style={{ filter: 'blur(6px)', pointerEvents: 'none', userSelect: 'none' }}>
      {children}
    </div>
  );
  // A member's figures are on their way: the card waits blurred, without the guest's way in.
  if (preview) return <div aria-busy>{blurred}</div>;
  return (
    <div style={{ position: 'relative' }} data-testid="locked-game">
      {blurred}
      <Flex
        vertical
        align="center"
        justify="center"
        gap={8}
        style={{
          position: 'absolute',
          inset: 0,
          padding: 16,
          textAlign: 'center',
          // Light or dark theme: the container colour, half see-through over the blurred card.
          background: `color-mix(in srgb, ${tokenVar('colorBgContainer')} 55%, transparent)`,
          borderRadius: 8,
        }}
      >
        <LockOutlined style={{ fontSize: 28 }} aria-hidden />
        <Typography.Title level={5} style={{ margin: 0 }}>
          Unlock this insight
        </Typography.Title>
        <Text strong>{matchup}</Text>
        <Text>Upgrade to access all analytics and recommendations.</Text>
        <LinkButton type="primary" to="/pricing">
          Upgrade to Premium
        </LinkButton>
        <Link to="/login">Sign in</Link>
      </Flex>
    </div>
  );
}
