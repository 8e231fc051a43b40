import { describe, expect, it } from 'vitest';
import { withoutDarkRules } from './light-scheme.ts';

describe('Mantine stylesheets without the dark scheme', () => {
  it('drops a rule only when every one of its selectors is for the dark scheme', () => {
    const css = [
      ':root, :host { --a: 1; }',
      ":root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark']) { --a: 2; }",
      "[data-mantine-color-scheme='dark'] .x { color: red; }",
      "[data-mantine-color-scheme='dark'] .y, .y:hover { color: blue; }",
      "@media (min-width: 10em) { [data-mantine-color-scheme='dark'] .z { color: green; } .z { color: gray; } }",
      ".p { color: black; [data-mantine-color-scheme='dark'] & { color: white; } }",
    ].join('\n');
    const out = withoutDarkRules(css);
    expect(out).toContain(':root, :host { --a: 1; }');
    expect(out).not.toContain('--a: 2');
    expect(out).not.toContain('color: red');
    expect(out).toContain('color: blue');
    expect(out).not.toContain('color: green');
    expect(out).toContain('.z { color: gray; }');
    // A parent rule's own declarations are never taken with a nested rule.
    expect(out).toContain('color: black');
  });
});
