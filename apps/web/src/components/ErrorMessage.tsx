// The §8 catalogue's message for a code, on a page the server draws (a course's purchase refusal, a
// failed add to the cart): the catalogue (both languages of every code) loads with the first message
// shown, not with the page, which a visitor's first load would otherwise carry (issue 17). A message
// the server drew stays as drawn while its text loads (hydration waits at this boundary).
import { lazy, memo, Suspense } from 'react';

const Text = lazy(() => import('./ErrorMessageText.tsx'));

/**
 * `code`: an error code; one the catalogue does not know reads as its "something went wrong".
 * Memoised: a parent's re-render (a catalogue part's texts arriving) must not reach a drawn message
 * whose text is still loading, or React would draw it again from the empty fallback.
 */
export const ErrorMessage = memo(function ErrorMessage({ code }: { code: string }) {
  return (
    <Suspense fallback={null}>
      <Text code={code} />
    </Suspense>
  );
});
