import { useState, type ImgHTMLAttributes } from 'react';

/** spec §8: a broken or missing picture falls back to this image. */
export const NO_IMAGE = '/no-image-available.png';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string | null | undefined; alt: string };

/** An <img> that never shows a broken picture: missing or failing sources show NO_IMAGE. */
export function SafeImage({ src, alt, onError, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : NO_IMAGE;
  return (
    <img
      {...rest}
      src={usable}
      alt={alt}
      onError={(e) => {
        if (usable !== NO_IMAGE) setFailed(usable);
        onError?.(e);
      }}
    />
  );
}
