import { createTheme } from '@mantine/core';

const font = 'Sarabun, "Noto Sans Thai", "Leelawadee UI", Tahoma, system-ui, sans-serif';

export const theme = createTheme({
  fontFamily: font,
  headings: { fontFamily: font, fontWeight: '700' },
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons above 4.5:1 (WCAG AA).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  // Thai stacks vowels and tone marks above and below; give lines room.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.7' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
