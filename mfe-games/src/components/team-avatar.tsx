import { Avatar } from 'antd';

/** product rules §2: the first two letters of the name stand in for a missing logo. */
export function teamInitials(name: string): string {
  return name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

// A steady colour per team, so two initials badges side by side are told apart at a glance.
// Each dark enough for white initials (contrast of at least 4.5:1).
const BADGE_COLORS = ['#1668dc', '#237804', '#c41d7f', '#ad4e00', '#531dab', '#006d75', '#cf1322', '#3f6600'];
function badgeColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BADGE_COLORS[hash % BADGE_COLORS.length];
}

export function TeamAvatar({ name, logo, size = 40 }: { name: string; logo: string | null; size?: number }) {
  if (logo) return <Avatar size={size} src={logo} alt={`${name} logo`} />;
  // A plain badge, not antd's text Avatar: that one measures its text after every render to scale it (a forced
  // layout per badge, thirty on the dashboard); two capitals sized to the circle need no measuring.
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: badgeColor(name),
        color: '#fff',
        fontSize: Math.min(18, Math.round(size * 0.45)),
        fontWeight: 600,
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{teamInitials(name)}</span>
    </span>
  );
}
