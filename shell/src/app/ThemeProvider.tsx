// The one antd theme of the product; remotes render inside it, so they follow dark mode too.
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useAppSelector } from '@vantage/client/redux-hooks';
import { selectDarkMode } from '@vantage/client/theme';

const BRAND_COLOR = '#1668dc';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const darkMode = useAppSelector(selectDarkMode);
  return (
    <ConfigProvider
      theme={{
        algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: BRAND_COLOR, borderRadius: 8 },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
