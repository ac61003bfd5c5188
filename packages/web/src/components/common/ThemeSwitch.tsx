import { useState } from 'react';
import { THEME_CHOICES, THEME_KEY, themeChoiceOf, type ThemeChoice } from '../../logic/theme.js';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Stores the choice ("system" forgets it) and has public/theme.js apply it. */
function choose(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (theme.js then reads "system"): the choice lasts only this page.
    if (choice !== 'system') {
      document.documentElement.dataset.theme = choice;
      return;
    }
  }
  window.dispatchEvent(new Event(THEME_KEY));
}

/** The header's color scheme switch: system, light or dark. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>(() =>
    themeChoiceOf(document.documentElement.dataset.themeChoice),
  );
  return (
    <label className="theme-switch">
      <span className="visually-hidden">Color scheme</span>
      <select
        className="theme-select"
        data-testid="theme-switch"
        value={choice}
        onChange={(e) => {
          const next = themeChoiceOf(e.target.value);
          setChoice(next);
          choose(next);
        }}
      >
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {LABELS[c]}
          </option>
        ))}
      </select>
    </label>
  );
}
