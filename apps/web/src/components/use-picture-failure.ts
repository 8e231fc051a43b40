import { useCallback, useState } from 'react';

/**
 * Whether the picture `src` failed to load, with the callback ref (`watch`) and `onError` its <img> needs. A picture
 * the server drew may have failed before the app took the page over: its `error` event is long gone
 * (React does not replay it), so a finished load with nothing decoded counts as a failure too.
 */
export function usePictureFailure(src: string | null | undefined) {
  const [failed, setFailed] = useState<string | null>(null);
  const watch = useCallback(
    (img: HTMLImageElement | null) => {
      if (src && img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(src);
    },
    [src],
  );
  const onError = useCallback(() => {
    if (src) setFailed(src);
  }, [src]);
  return { failed: !!src && failed === src, watch, onError };
}
