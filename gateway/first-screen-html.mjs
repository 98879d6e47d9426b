// The first screen as HTML, rendered by the shell's server into <div id="root"> so a phone paints the page's
// heading and today's games as soon as the HTML arrives, seconds before the application's scripts have run.
// React replaces it at its first render (the shell renders once the route's code and the theme's stylesheet
// are in, see shell/src/bootstrap.tsx). It carries its own few styles, written with the theme's CSS variables
// (the server copies their values from the shell's antd stylesheet), in the sizes antd gives the same elements,
// so the page keeps its look when React takes over and nothing waits for antd's 80 KB stylesheet. The server
// does not know who is signed in (the session lives in the browser's storage), so this shows only what every
// visitor sees: no gated figure. Whether to show a guest's page (Login and Sign Up, the guest notice) comes from
// a cookie the browser sets while it holds a session, a hint only.

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

const SPORTS_TIMEZONE = 'America/New_York';
// The screens' long date ('Wednesday, August 2, 2023'), as mfe-games' formatLongDate writes it.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const easternClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SPORTS_TIMEZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Replay of 2 Aug 2023' when the server replays a past day (mfe-games' ReplayNote), else null. */
export function replayLabel(calendar) {
  if (!calendar?.replay) return null;
  const date = new Date(`${calendar.replay_date ?? calendar.today}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : `Replay of ${dayMonthYear.format(date).replace('Sept', 'Sep')}`;
}

/** 'Wednesday, August 2, 2023' for a YYYY-MM-DD date, or null. */
export function formatLongDate(isoDate) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return typeof isoDate === 'string' && !Number.isNaN(date.getTime()) ? longDate.format(date) : null;
}

/** The game's start as the cards show it: '7:05 PM ET', 'Day game', 'Night game' or 'TBD'. */
export function formatStart(game) {
  const start = game.start_kind === 'time' && game.start_time ? new Date(game.start_time) : null;
  if (start && !Number.isNaN(start.getTime())) return `${easternClock.format(start)} ET`;
  return { day: 'Day game', night: 'Night game' }[game.start_kind] ?? 'TBD';
}

const SEARCH_ICON =
  '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z"/></svg>';

/** The class on <html> under which the antd stylesheet's variables take their dark values (shell's theme.json). */
export const DARK_MODE_CLASS = 'dark';

/** The theme's CSS variables the styles below use; their values come from the shell's antd stylesheet. */
export const THEME_VARIABLES = [
  '--ant-font-family',
  '--ant-color-text',
  '--ant-color-text-heading',
  '--ant-color-text-description',
  '--ant-color-text-placeholder',
  '--ant-color-text-light-solid',
  '--ant-color-primary',
  '--ant-color-link',
  '--ant-color-bg-layout',
  '--ant-color-bg-container',
  '--ant-color-border',
  '--ant-color-border-secondary',
  '--ant-color-warning',
  '--ant-color-warning-bg',
  '--ant-color-warning-border',
];

// Sizes as antd renders the same elements (Typography titles, small and default Cards, large Buttons, the
// header's two layouts at antd's lg breakpoint, 992 px).
const STYLES = `.fs{font-family:var(--ant-font-family);font-size:14px;line-height:1.5714;color:var(--ant-color-text);background:var(--ant-color-bg-layout);min-height:100vh}
.fs *{box-sizing:border-box}
.fs h1,.fs h2,.fs h3{color:var(--ant-color-text-heading);font-weight:600;margin:0}
.fs h1{font-size:38px;line-height:1.2105}.fs h2{font-size:30px;line-height:1.2667}.fs h3{font-size:24px;line-height:1.3333}
.fs a{color:var(--ant-color-link);text-decoration:none}
.fs-secondary{color:var(--ant-color-text-description)}
.fs-header{position:sticky;top:0;z-index:100;display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:12px;background:var(--ant-color-bg-container);border-bottom:1px solid var(--ant-color-border-secondary)}
.fs .fs-brand{display:flex;flex-direction:column;line-height:1.15}
.fs-brand b{color:var(--ant-color-primary);font-size:22px;font-weight:800;letter-spacing:-0.5px}.fs-brand span{font-size:12px}
.fs-search{order:1;flex-basis:100%;display:flex;align-items:center;gap:4px;height:32px;padding:4px 11px;border:1px solid var(--ant-color-border);border-radius:8px;background:var(--ant-color-bg-container);color:var(--ant-color-text-placeholder)}
@media (min-width:992px){.fs-header{padding:12px 24px}.fs-search{order:0;flex:1;min-width:180px;max-width:360px}}
.fs-main{width:100%;max-width:1280px;min-height:calc(100vh - 64px);margin:0 auto;padding:clamp(12px,3vw,24px)}
.fs-column{display:flex;flex-direction:column;gap:16px}
.fs .fs-card{display:flex;flex-direction:column;gap:8px;padding:12px;color:var(--ant-color-text);background:var(--ant-color-bg-container);border:1px solid var(--ant-color-border-secondary);border-radius:10px}
.fs .fs-card.fs-roomy{padding:24px;gap:4px}
.fs-games{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr));gap:16px}
.fs-hero{display:flex;flex-direction:column;align-items:center;gap:24px;padding-top:48px;text-align:center}
.fs-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.fs .fs-button{display:inline-flex;align-items:center;height:40px;padding:0 15px;border-radius:10px;font-size:16px;color:var(--ant-color-text);background:var(--ant-color-bg-container);border:1px solid var(--ant-color-border)}
.fs .fs-button.fs-primary{color:var(--ant-color-text-light-solid);background:var(--ant-color-primary);border-color:transparent}
.fs-tiers{display:grid;gap:24px}@media (min-width:768px){.fs-tiers{grid-template-columns:repeat(3,1fr)}}
.fs-price{font-size:36px;font-weight:700}
.fs-menu{width:32px;height:32px}@media (min-width:992px){.fs-menu{display:none}}
.fs-account{display:flex;gap:8px;margin-left:auto}
.fs .fs-button.fs-small{height:32px;font-size:14px;border-radius:8px}
.fs .fs-button.fs-tiny{height:24px;padding:0 7px;font-size:14px;border-radius:6px}
.fs-alert{display:flex;align-items:center;gap:8px;padding:8px 12px;background:var(--ant-color-warning-bg);border:1px solid var(--ant-color-warning-border);border-radius:10px}
.fs-alert svg{flex:none;color:var(--ant-color-warning)}.fs-alert div{flex:1}`;

const secondary = (text) => `<span class="fs-secondary">${escapeHtml(text)}</span>`;

const WARNING_ICON =
  '<svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true"><path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z"/></svg>';

const button = (href, label, variant = '') =>
  `<a class="fs-button${variant ? ` ${variant}` : ''}" href="${href}">${escapeHtml(label)}</a>`;

/** The header; a guest's has Login and Sign Up, a member's account menu comes with the application. */
function header(signedIn) {
  // The site search and the navigation menu (room kept for its button on narrow screens) work once the
  // application runs; until then the search is shown, not offered.
  return (
    `<header class="fs-header"><span class="fs-menu"></span>` +
    `<a class="fs-brand" href="/" aria-label="Vantage Sports Analytics, home">` +
    `<b>Vantage</b><span class="fs-secondary">Sports Analytics</span></a>` +
    `<div class="fs-search" aria-hidden="true">${SEARCH_ICON}<span>Search teams...</span></div>` +
    (signedIn
      ? ''
      : `<div class="fs-account">${button('/login', 'Login', 'fs-small')}${button('/signup', 'Sign Up', 'fs-small fs-primary')}</div>`) +
    `</header>`
  );
}

/** The dashboard's notice to guests (the text of the games remote's guest alert). */
const guestNotice = () =>
  `<div class="fs-alert">${WARNING_ICON}<div>Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics.</div>` +
  `${button('/pricing', 'Upgrade', 'fs-tiny fs-primary')}</div>`;

const pageHeading = (title, subtitle) =>
  `<div><h2>${escapeHtml(title)}</h2>${subtitle ? secondary(subtitle) : ''}</div>`;

const gameCard = (game) =>
  `<a class="fs-card" aria-label="${escapeHtml(`${game.away_team} at ${game.home_team}`)}" href="/game/${encodeURIComponent(game.game_id)}">` +
  `${secondary(formatStart(game))}<strong>${escapeHtml(game.away_team)}</strong><strong>${escapeHtml(game.home_team)}</strong></a>`;

function gamesSection(day, dateLabel) {
  const games = Array.isArray(day?.games) ? day.games : null;
  if (!games) return '';
  const count = `${games.length} ${games.length === 1 ? 'game' : 'games'}${dateLabel ? ` · ${dateLabel}` : ''}`;
  return secondary(count) + `<div class="fs-games">${games.map(gameCard).join('')}</div>`;
}

const column = (children) => `<div class="fs-column">${children}</div>`;

function landing() {
  return (
    `<div class="fs-column" style="gap:48px"><section class="fs-hero">` +
    `<h1 style="font-size:clamp(32px, 6vw, 56px)">Unlock Elite Sports Intelligence</h1>` +
    `<div class="fs-secondary" style="max-width:640px;font-size:18px">Real-time analytics, proprietary algorithms and expert insights for NBA, NFL, MLB and NHL.</div>` +
    `<div class="fs-actions">${button('/signup', 'Start Free Trial', 'fs-primary')}${button('/pricing', 'View Plans')}</div>` +
    `</section><h2>Featured Matchups</h2></div>`
  );
}

function pricing(tiers, trialDays) {
  const cards = (Array.isArray(tiers) ? tiers : [])
    .map((tier) => {
      const price =
        tier.price > 0
          ? `<div><span class="fs-price">$${escapeHtml(Number(tier.price).toFixed(2))}</span> ${secondary('per month')}</div>`
          : `<div class="fs-price">Free forever</div>`;
      return `<div class="fs-card fs-roomy" data-tier="${escapeHtml(tier.tier_type)}"><h3>${escapeHtml(tier.name)}</h3>${price}</div>`;
    })
    .join('');
  return (
    `<div class="fs-column" style="gap:24px;max-width:1120px;margin:0 auto"><div style="text-align:center">` +
    // antd leaves the browser's top margin on this title.
    `<h1 style="margin:0.67em 0 8px">Choose Your Plan</h1>` +
    `<div class="fs-secondary" style="font-size:16px">All plans include a ${trialDays}-day free trial. Cancel anytime.</div>` +
    `</div><div class="fs-tiers">${cards}</div></div>`
  );
}

function matchup(game) {
  if (!game) return null;
  const when = [formatLongDate(game.game_date), formatStart(game)].filter(Boolean).join(' · ');
  return column(
    `<div><a href="/mlb-trends">← All games</a>` +
      `<h2 style="margin-top:8px">${escapeHtml(`${game.away_team} at ${game.home_team}`)}</h2>` +
      secondary(when) +
      `</div>`,
  );
}

/**
 * The page inside the layout for `view`, or null for a route without a first screen (forms, signed-in pages).
 * @param {({ page: 'landing' } | { page: 'dashboard' | 'mlb-trends', calendar: object | null, day: object | null }
 *   | { page: 'game', game: object | null } | { page: 'pricing', tiers: unknown, trialDays: number })
 *   & { signedIn: boolean }} view
 */
function pageBody(view) {
  switch (view.page) {
    case 'landing':
      return landing();
    case 'dashboard': {
      const date = formatLongDate(view.calendar?.today);
      const subtitle = ['MLB predictions and trends', date, replayLabel(view.calendar)].filter(Boolean).join(' · ');
      return column(
        pageHeading('Game Analytics', subtitle) + (view.signedIn ? '' : guestNotice()) + gamesSection(view.day, null),
      );
    }
    case 'mlb-trends':
      return column(
        pageHeading('MLB Trends', "Every game with its teams' momentum and situational trends") +
          gamesSection(
            view.day,
            [formatLongDate(view.calendar?.today), replayLabel(view.calendar)].filter(Boolean).join(' · '),
          ),
      );
    case 'game':
      return matchup(view.game);
    case 'pricing':
      return pricing(view.tiers, view.trialDays);
    default:
      return null;
  }
}

/**
 * The whole first screen (header and page) for `view`, or '' when the route has none or the theme's
 * variables are unknown (without them it would not look like the page).
 * @param {string | null} themeVariables  CSS declaring THEME_VARIABLES for :root and html.dark
 */
export function firstScreenHtml(view, themeVariables) {
  const body = view && themeVariables && pageBody(view);
  if (!body) return '';
  return (
    `<style>${themeVariables}\n${STYLES}</style>` +
    `<div class="fs" data-first-screen="">${header(view.signedIn)}<main class="fs-main">${body}</main></div>`
  );
}

/**
 * THEME_VARIABLES as declared by the antd stylesheet, light (:root) and dark (html.dark), or null when the
 * stylesheet does not declare them all for the light theme.
 */
export function themeVariablesFrom(stylesheet) {
  const declared = (selector) => {
    const start = stylesheet.indexOf(`${selector}{`);
    if (start < 0) return new Map();
    const body = stylesheet.slice(start + selector.length + 1, stylesheet.indexOf('}', start));
    return new Map([...body.matchAll(/(--ant-[a-z0-9-]+):([^;]*)/g)].map((m) => [m[1], m[2]]));
  };
  const light = declared(':root,.vantage-theme');
  // Dark mode declares only what differs (not the font, for one).
  const dark = declared(`html.${DARK_MODE_CLASS},html.${DARK_MODE_CLASS} .vantage-theme`);
  if (!THEME_VARIABLES.every((name) => light.has(name))) return null;
  const list = (values) =>
    THEME_VARIABLES.filter((name) => values.has(name))
      .map((name) => `${name}:${values.get(name)}`)
      .join(';');
  return `:root{${list(light)}}html.${DARK_MODE_CLASS}{${list(dark)}}`;
}
