import { useRef, useState } from 'react';
import { SafeImage, NO_IMAGE } from './SafeImage.tsx';
import { PlayIcon, StopIcon } from './icons.tsx';

interface Props {
  src: string | null;
  poster: string | null;
  /** Accessible name of the video. */
  label: string;
  playLabel: string;
  stopLabel: string;
  /** Alt text of the picture shown when there is no video. */
  pictureAlt: string;
  unsupportedText: string;
}

/**
 * Native video with one play/stop button (spec §2 "video preview with play/stop"): stop pauses and
 * rewinds to the start. Nothing is downloaded until play is pressed (preload none).
 */
export function VideoPreview({ src, poster, label, playLabel, stopLabel, pictureAlt, unsupportedText }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  if (!src) {
    return (
      <div className="media-frame">
        <SafeImage src={poster} alt={pictureAlt} className="media-frame__media" fetchPriority="high" />
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
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onClick={toggle}
      >
        {unsupportedText}
      </video>
      <button type="button" className="media-frame__toggle" onClick={toggle} data-testid="video-toggle">
        {playing ? <StopIcon size={18} /> : <PlayIcon size={18} />}
        <span>{playing ? stopLabel : playLabel}</span>
      </button>
    </div>
  );
}
