/**
 * The color scheme a person chose: "system" follows prefers-color-scheme. public/theme.js applies
 * it (before the first paint, and again on each change); this side only reads and stores it.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key public/theme.js reads, and the window event that makes it read again. */
export const THEME_KEY = 'texas42-theme';

/** What a stored (or attribute) value means; anything else is the system's. */
export function themeChoiceOf(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
