// The app forces Mantine's light colour scheme (app/providers.tsx: forceColorScheme="light"), so
// Mantine's rules for the dark scheme never apply: the build drops them from Mantine's stylesheets,
// about half a kilobyte of the stylesheet every page loads first (the dark colour variables).
import type { Plugin } from 'vite';

const MANTINE_CSS = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles(?:[\\/][^\\/]+)?\.css$/;
const DARK = /data-mantine-color-scheme=['"]?dark/;

/** The stylesheet without the rules whose every selector is for the dark scheme; the rest as written. */
export function withoutDarkRules(css: string): string {
  return css.replace(/([^{}]*)\{([^{}]*)\}/g, (rule, selectors: string) => {
    const list = selectors.replace(/\/\*[\s\S]*?\*\//g, '').split(',');
    // Not an at-rule's block, not a parent rule's declarations before a nested rule.
    const plain = !selectors.includes('@') && !selectors.includes(';');
    return plain && list.every((s) => DARK.test(s)) ? '' : rule;
  });
}

export function lightSchemeOnly(): Plugin {
  return {
    name: 'rian-light-scheme-only',
    enforce: 'pre',
    transform(code, id) {
      return MANTINE_CSS.test(id) ? { code: withoutDarkRules(code), map: null } : null;
    },
  };
}
