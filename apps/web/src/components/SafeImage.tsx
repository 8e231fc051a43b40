import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { pictureSrcSet } from '@rian/contracts/pictures';

/** spec §8: a broken or missing picture falls back to this image. */
export const NO_IMAGE = '/no-image-available.png';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> & {
  src: string | null | undefined;
  alt: string;
  /**
   * How wide the picture is drawn (@rian/contracts CARD_SIZES, HERO_SIZES): with it, an uploaded
   * picture comes in the width the screen needs (srcset), not at its full size.
   */
  sizes?: string;
};

/** An <img> that never shows a broken picture: missing or failing sources show NO_IMAGE. */
export function SafeImage({ src, alt, onError, sizes, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : NO_IMAGE;
  const srcSet = sizes ? pictureSrcSet(usable) : undefined;
  // A picture the server drew may have failed before the app took the page over: its `error` event
  // is long gone (React does not replay it), so a finished load with nothing decoded counts as one.
  const failedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '' && usable !== NO_IMAGE) setFailed(usable);
    },
    [usable],
  );
  return (
    <img
      {...rest}
      ref={failedBeforeHydration}
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={(e) => {
        if (usable !== NO_IMAGE) setFailed(usable);
        onError?.(e);
      }}
    />
  );
}
