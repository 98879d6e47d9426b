import { Avatar } from 'antd';

// A steady colour per team, so two initials badges side by side are told apart at a glance.
// Each dark enough for white initials (contrast of at least 4.5:1).
const BADGE_COLORS = ['#1668dc', '#237804', '#c41d7f', '#ad4e00', '#531dab', '#006d75', '#cf1322', '#3f6600'];
function badgeColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BADGE_COLORS[hash % BADGE_COLORS.length];
}

/** product rules §3: without a logo, the abbreviation fans know (LAA and LAD, never "LO" for both). */
export function TeamAvatar({
  name,
  abbreviation,
  logo,
  size = 40,
}: {
  name: string;
  abbreviation: string;
  logo: string | null;
  size?: number;
}) {
  if (logo) return <Avatar size={size} src={logo} alt={`${name} logo`} />;
  // A plain badge, not antd's text Avatar: that one measures its text after every render to scale it (a forced
  // layout per badge, thirty on the dashboard); three capitals sized to the circle need no measuring.
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
        fontSize: Math.min(16, Math.round(size * (abbreviation.length > 2 ? 0.32 : 0.42))),
        fontWeight: 600,
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{abbreviation}</span>
    </span>
  );
}
