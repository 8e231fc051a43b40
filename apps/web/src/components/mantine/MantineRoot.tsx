// Mantine for the parts of the app built with it: the back office, the account pages, the checkout,
// the forms and the modals (decision 031). The storefront's drawn pages and its shell use none of it,
// so their first load carries neither Mantine's code nor its components' stylesheets; this module
// comes with the first part that needs it, and each such part renders inside MantineRoot.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';

/** Whether a MantineRoot is above: a part inside another (a form in the checkout) adds no second provider. */
const Inside = createContext(false);

export function MantineRoot({ children }: { children: ReactNode }) {
  if (useContext(Inside)) return children;
  // The theme's CSS variables are in the entry stylesheet (apps/web/scripts/theme-css.ts), on :root.
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
      <Inside value>{children}</Inside>
    </MantineProvider>
  );
}

/** `Part` rendered inside a MantineRoot. */
export function withMantine<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <MantineRoot>
        <Part {...props} />
      </MantineRoot>
    );
  }
  WithMantine.displayName = `WithMantine(${Part.displayName ?? Part.name})`;
  return WithMantine;
}
