export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/trends', label: 'Trends' },
  { to: '/pricing', label: 'Pricing' },
] as const;
