import { Avatar } from 'antd';

/** Spec §2: the first two letters of the name stand in for a missing logo. */
export function teamInitials(name: string): string {
  return name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

// A steady colour per team, so two initials badges side by side are told apart at a glance.
const BADGE_COLORS = ['#1668dc', '#389e0d', '#c41d7f', '#d46b08', '#531dab', '#08979c', '#cf1322', '#5b8c00'];
function badgeColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BADGE_COLORS[hash % BADGE_COLORS.length];
}

export function TeamAvatar({ name, logo, size = 40 }: { name: string; logo: string | null; size?: number }) {
  if (logo) return <Avatar size={size} src={logo} alt={`${name} logo`} />;
  return (
    <span role="img" aria-label={`${name} logo`} style={{ display: 'inline-flex', flex: 'none' }}>
      <Avatar size={size} aria-hidden style={{ background: badgeColor(name), fontWeight: 600 }}>
        {teamInitials(name)}
      </Avatar>
    </span>
  );
}
