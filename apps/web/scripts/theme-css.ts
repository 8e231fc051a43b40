// The storefront's pages are drawn without Mantine (decision 031): the CSS variables that
// MantineProvider would write for Rian's theme (its font, primary colour, radius, line heights) are
// computed here once, at build, from the same theme, and ship in the entry stylesheet. The parts that
// do load Mantine (components/mantine/MantineRoot.tsx) then write none of their own.
import type { Plugin } from 'vite';
import { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '../src/components/mantine/theme.ts';

export const THEME_CSS_ID = 'virtual:rian-theme.css';
const RESOLVED = `\0${THEME_CSS_ID}`;

type Vars = Record<string, string>;

/** The entries of `vars` whose value differs from Mantine's default stylesheet's. */
function changed(vars: Vars, defaults: Vars): Vars {
  return Object.fromEntries(Object.entries(vars).filter(([k, v]) => defaults[k] !== v));
}

/**
 * The theme's variables that differ from Mantine's default-css-variables.css, under the same
 * selectors (:root, and :root of the light scheme, which <html> names from the start), so that they
 * win by coming later. The light scheme is forced: the dark scheme's are left out.
 */
export function themeCss(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables(
    { variables: changed(ours.variables, base.variables), light: changed(ours.light, base.light), dark: {} },
    // MantineProvider's own selectors (:root and :host).
    undefined,
  );
}

export function themeVariables(): Plugin {
  return {
    name: 'rian-theme-variables',
    resolveId: (id) => (id === THEME_CSS_ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeCss() : null),
  };
}
