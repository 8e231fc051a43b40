import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/components/mantine/theme.ts';
import { themeCss } from './theme-css.ts';

/** The CSS variables MantineProvider writes for Rian's theme at run time (what the build writes instead). */
function providerCss(): string {
  const html = renderToString(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
  return /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
}

/** The rule blocks of a stylesheet, by selector. */
function blocks(css: string): Map<string, string> {
  return new Map([...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]));
}

describe("the theme's CSS variables, written at build", () => {
  it('are those MantineProvider writes for the theme, but for the dark scheme', () => {
    const built = blocks(themeCss());
    const provided = blocks(providerCss());
    expect([...built.keys()]).toEqual([
      ':root, :host',
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])',
    ]);
    for (const [selector, body] of built) expect(provided.get(selector)).toBe(body);
  });

  it("carry Rian's font and its primary colour's shade 8 (white text on it passes WCAG AA)", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-font-family: Sarabun');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-color-indigo-filled: var(--mantine-color-indigo-8)');
  });
});
