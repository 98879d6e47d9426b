// The colour scheme, in the shell's store: the shell applies it to the page (a class on <html> that swaps
// antd's CSS variables), the profile's dark_mode sets it, and the account screens dispatch setDarkMode when
// the user toggles it. It starts from this browser's hint of the saved profile's choice (the cookie the
// server's first screen is rendered with), so a dark-mode member sees no light page while the profile loads;
// without one (a guest), from the system's scheme, which the server knows from Chromium's client hint.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GlobalToken } from 'antd';
import { DARK_MODE_COOKIE, readChoice, writeChoice } from '@vantage/client/hint-cookie';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: () => ({ darkMode: readChoice(DARK_MODE_COOKIE) ?? systemPrefersDark() }),
  reducers: {
    setDarkMode(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
  },
  selectors: {
    selectDarkMode: (state) => state.darkMode,
  },
});

export const { setDarkMode } = themeSlice.actions;
export const { selectDarkMode } = themeSlice.selectors;

/** Whether the system's colour scheme is dark (false where there is no window: the server). */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Remembers the saved profile's choice for this browser's next first screen, light as much as dark: it wins
 * over the system's. Null forgets it (signed out: the next person on this browser gets their system's).
 */
export function rememberDarkMode(on: boolean | null): void {
  writeChoice(DARK_MODE_COOKIE, on);
}

/**
 * A colour of antd's theme as its CSS variable (`colorPrimary` → `var(--ant-color-primary)`), for inline
 * styles: the value follows light or dark mode from the static stylesheet, with no re-render and no
 * style generated at run time. `theme.useToken()` gives only the light values (the one theme configured).
 */
export function tokenVar(name: keyof GlobalToken & `color${string}`): string {
  // The naming rule of @ant-design/cssinjs (token2CSSVar) for the token names antd has.
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `var(--ant-${kebab})`;
}

/** A shade (1–10) of one of antd's preset colours as its CSS variable: dark mode has its own shades. */
export function paletteVar(color: 'green' | 'yellow' | 'orange' | 'red' | 'gold' | 'blue', shade: number): string {
  return `var(--ant-${color}-${shade})`;
}
