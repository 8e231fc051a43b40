import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HERO_SIZES } from '@rian/contracts/pictures';
import { SafeImage } from './SafeImage.tsx';
import { PlayIcon, StopIcon } from './icons.tsx';

interface Props {
  src: string | null;
  poster: string | null;
  /** The course's or product's title: it names the video, and is the picture's alt text when there is none. */
  title: string;
}

/**
 * Native video with one play/stop button (spec §2 "video preview with play/stop"): stop pauses and
 * rewinds to the start. Nothing is downloaded until play is pressed (preload none). The poster is an
 * <img> over the video rather than its `poster` attribute, which knows no srcset: a phone gets the
 * picture at its own width. It is the page's largest picture, preloaded by the server with the same
 * srcset and sizes (pages/page-responder.ts).
 */
export function VideoPreview({ src, poster, title }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  if (!src) {
    return (
      <div className="media-frame">
        <SafeImage src={poster} alt={title} className="media-frame__media" fetchPriority="high" sizes={HERO_SIZES} />
      </div>
    );
  }

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.pause();
      video.currentTime = 0;
      setPlaying(false);
    } else {
      setPlaying(true);
      video.play().catch(() => setPlaying(false));
    }
  };

  return (
    <div className="media-frame" data-playing={playing || undefined}>
      <video
        ref={ref}
        className="media-frame__media"
        src={src}
        preload="none"
        playsInline
        aria-label={t('video.label', { title })}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onClick={toggle}
      >
        {t('video.unsupported')}
      </video>
      {playing ? null : <SafeImage src={poster} alt="" className="media-frame__poster" fetchPriority="high" sizes={HERO_SIZES} />}
      <button type="button" className="media-frame__toggle" onClick={toggle} data-testid="video-toggle">
        {playing ? <StopIcon size={18} /> : <PlayIcon size={18} />}
        <span>{playing ? t('video.stop') : t('video.play')}</span>
      </button>
    </div>
  );
}
