import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistItem } from '@rian/contracts/learning';
import { formatClock } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import type { SaveProgressBody } from '../api/learning-api.ts';
import { choosePlayback, defaultSubtitleIndex, shouldSaveProgress, type SaveReason, type SaveState } from '../player-logic.ts';

interface Props {
  item: PlaylistItem & { video: NonNullable<PlaylistItem['video']> };
  /** The second to start at (applied after loadedmetadata). */
  startAt: number;
  /** Saves progress (owners only); `leaving` asks for a keepalive request. */
  onSave?: (body: SaveProgressBody, leaving: boolean) => void;
  /** The access ended while watching: the video stops. */
  halted: boolean;
}

type HlsInstance = { destroy(): void };

/**
 * Saves progress every 10 s while playing, on pause, at the end (done) and when the page is hidden
 * or left; returns the save for the video's events.
 */
function useProgressSaving(
  ref: RefObject<HTMLVideoElement | null>,
  lectureId: number,
  onSave: Props['onSave'],
  resumed: RefObject<boolean>,
) {
  const saved = useRef<SaveState>({ lastSavedAt: null, lastSavedTime: null });
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);

  const save = (reason: SaveReason, video: HTMLVideoElement | null = ref.current) => {
    const send = saveRef.current;
    if (!video || !send) return;
    const now = Date.now();
    const time = reason === 'ended' && Number.isFinite(video.duration) ? video.duration : video.currentTime;
    if (!shouldSaveProgress(reason, saved.current, time, now, resumed.current)) return;
    saved.current = { lastSavedAt: now, lastSavedTime: time };
    const progressTime = Math.min(86_400, Math.max(0, Math.floor(time)));
    send({ lectures_id: lectureId, progressTime, ...(reason === 'ended' ? { read: true } : {}) }, reason === 'leave');
  };
  const saveLatest = useRef(save);
  useEffect(() => {
    saveLatest.current = save;
  });

  // Leaving: the tab hidden, the page unloaded, or the lecture closed inside the app (by then the
  // ref is detached, so the element is kept here).
  useEffect(() => {
    const video = ref.current;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveLatest.current('leave');
    };
    const onPageHide = () => saveLatest.current('leave');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      saveLatest.current('leave', video);
    };
  }, [ref]);
  return save;
}

/**
 * The source (used after the leaving save, so that on unmount the save reads the position before
 * the source is dropped): native (mp4, or HLS where supported) or hls.js, imported only when needed.
 */
function useVideoSource(
  ref: RefObject<HTMLVideoElement | null>,
  video: Props['item']['video'],
  setFailed: (failed: 'unsupported' | 'failed') => void,
) {
  const { url, type } = video;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (choosePlayback(type, (mime) => video.canPlayType(mime)) === 'native') {
      video.src = url;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let hls: HlsInstance | null = null;
    let cancelled = false;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed('unsupported');
          return;
        }
        const instance = new Hls();
        hls = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed('failed');
        });
        instance.loadSource(url);
        instance.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) setFailed('failed');
      });
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [ref, url, type, setFailed]);
}

/**
 * A lecture's video with the browser's own controls (keyboard included). mp4 streams from a URL that
 * answers range requests, so seeking works; HLS plays natively where the browser can, else through
 * hls.js, loaded only then. Progress is saved every 10 s while playing, on pause, at the end (done)
 * and when the page is hidden or left.
 */
export function VideoLecture({ item, startAt, onSave, halted }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<'unsupported' | 'failed' | null>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const resumed = useRef(false);
  const lectureId = item.lectures_id;
  const save = useProgressSaving(ref, lectureId, onSave, resumed);
  useVideoSource(ref, item.video, setFailed);

  useEffect(() => {
    if (halted) ref.current?.pause();
  }, [halted]);

  const onLoadedMetadata = () => {
    const video = ref.current;
    if (!video || resumed.current) return;
    if (startAt > 0 && (!Number.isFinite(video.duration) || startAt < video.duration)) {
      video.currentTime = startAt;
      setResumedAt(startAt);
    }
    resumed.current = true;
  };

  const subtitleDefault = defaultSubtitleIndex(item.subtitles, lang);
  return (
    <div className="learn-video">
      <div className="learn-video__frame">
        <video
          ref={ref}
          className="learn-video__media"
          controls
          playsInline
          preload="metadata"
          crossOrigin={item.subtitles.some((s) => /^https?:/i.test(s.url)) ? 'anonymous' : undefined}
          aria-label={t('learning.video.label', { title: item.lectures_name })}
          data-testid="lecture-video"
          data-lecture={lectureId}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={() => save('tick')}
          onPause={() => save('pause')}
          onEnded={() => save('ended')}
          onError={() => setFailed('failed')}
        >
          {item.subtitles.map((s, i) => (
            <track key={s.url} kind="subtitles" src={s.url} srcLang={s.lang} label={s.label} default={i === subtitleDefault} />
          ))}
          {t('learning.video.unsupported')}
        </video>
      </div>
      {failed ? (
        <p className="learn-video__error" role="alert">
          {t(failed === 'unsupported' ? 'learning.video.unsupported' : 'learning.video.failed')}
        </p>
      ) : null}
      {resumedAt !== null ? (
        <p className="hint" role="status" data-testid="resumed-at">
          {t('learning.video.resumed', { time: formatClock(resumedAt) })}
        </p>
      ) : null}
    </div>
  );
}
