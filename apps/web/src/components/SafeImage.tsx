import type { ImgHTMLAttributes } from 'react';
import { pictureSrcSet } from '@rian/contracts/pictures';
import { usePictureFailure } from './use-picture-failure.ts';

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
  const { failed, watch, onError: pictureFailed } = usePictureFailure(src === NO_IMAGE ? null : src);
  const usable = src && !failed ? src : NO_IMAGE;
  const srcSet = sizes ? pictureSrcSet(usable) : undefined;
  return (
    <img
      {...rest}
      ref={watch}
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={(e) => {
        pictureFailed();
        onError?.(e);
      }}
    />
  );
}
