import { ThemeProvider, useTheme } from 'next-themes';
import { type ReactNode, useState } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';

/** public/theme-init.js reads the same key before the first paint, so the page never flashes. */
const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * next-themes keeps the choice in local storage but swallows storage errors silently; the club
 * wants them logged (and nothing more), so reads and saves are also tried here, with a warning.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  useState(warnIfStorageUnreadable);
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    colorMode: (theme ?? 'system') as ColorMode,
    resolvedColorMode: (resolvedTheme ?? 'light') as 'light' | 'dark',
    setColorMode: (mode: ColorMode) => {
      saveColorMode(mode);
      setTheme(mode);
    },
  };
}

function warnIfStorageUnreadable(): void {
  try {
    localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not read the saved colour mode', error);
  }
}

function saveColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.warn('Could not save the colour mode', error);
  }
}
