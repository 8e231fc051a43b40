import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage, NO_IMAGE } from './SafeImage.tsx';
import { PlayIcon, StopIcon } from './icons.tsx';

interface Props {
  src: string | null;
  poster: string | null;
  /** The course's or product's title: it names the video, and is the picture's alt text when there is none. */
  title: string;
}

/**
 * Native video with one play/stop button (spec §2 "video preview with play/stop"): stop pauses and
 * rewinds to the start. Nothing is downloaded until play is pressed (preload none).
 */
export function VideoPreview({ src, poster, title }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  if (!src) {
    return (
      <div className="media-frame">
        <SafeImage src={poster} alt={title} className="media-frame__media" fetchPriority="high" />
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
        poster={poster ?? NO_IMAGE}
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
      <button type="button" className="media-frame__toggle" onClick={toggle} data-testid="video-toggle">
        {playing ? <StopIcon size={18} /> : <PlayIcon size={18} />}
        <span>{playing ? t('video.stop') : t('video.play')}</span>
      </button>
    </div>
  );
}
