import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** HTTP status the server gave the first page (from the rian-ssr payload). */
export const InitialStatusContext = createContext<number>(200);

/** True on the first location when the server answered 404 for it. */
export function useServerNotFound(): boolean {
  const status = useContext(InitialStatusContext);
  const location = useLocation();
  // 'default' is the key of the entry the browser loaded; later navigations get their own keys.
  return status === 404 && location.key === 'default';
}
