import '../../i18n.ts';
import { useState } from 'react';
import { HERO_SIZES } from '@rian/contracts/pictures';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../../components/SafeImage.tsx';
import type { GalleryImage } from './image-detail.ts';

/** Main image with thumbnails; each thumbnail is a button that shows its image. */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  return (
    <section className="gallery" aria-label={t('product.gallery')} data-testid="product-gallery">
      <div className="gallery__main">
        <SafeImage
          src={current.url}
          alt={current.alt || title}
          width={800}
          height={800}
          fetchPriority="high"
          sizes={HERO_SIZES}
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={`${img.url}-${i}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.image', { n: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                data-testid="gallery-thumb"
              >
                <SafeImage src={img.url} alt="" sizes="96px" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
