// The upload component's picking and uploading (spec §4, §5): a pick is checked for type and for free
// storage (every file, with those still uploading), de-duplicated and held to the limit; each
// accepted file uploads at once and joins fileList when the server has stored it.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '@rian/contracts/site';
import type { MediaKind, UploadFieldValue } from '@rian/contracts/admin/uploads';
import { checkUploadSelection, pickUploadFiles, type UploadComponentOptions } from '@rian/domain/uploads';
import { errorText } from '../../../lib/error-text.ts';
import { fetchFreeStorageGb } from '../../../lib/uploads-api.ts';
import { uploadResumable } from './tus-upload.ts';

export interface InFlight {
  key: string;
  name: string;
  size: number;
  progress: number;
}

interface QueueOptions {
  type: MediaKind;
  value: UploadFieldValue;
  onChange: (value: UploadFieldValue) => void;
  options: UploadComponentOptions;
  skipStorageCheck?: boolean;
  refuse: (message: string) => void;
  lang: Lang;
}

export function useUploadQueue({ type, value, onChange, options, skipStorageCheck, refuse, lang }: QueueOptions) {
  const [uploading, setUploading] = useState<InFlight[]>([]);
  /**
   * The value each stored file is added to: the parent's, and at once every file stored since, so two
   * uploads that finish before the parent renders again both stay. It takes the parent's value at the
   * commit that brings a new one (a layout effect runs in that commit): a passive effect may run after
   * an upload has finished, and put back the value from before it, so the next upload to finish
   * would drop it. A render that brings the same value (the field's own progress) leaves it alone.
   */
  const latest = useRef(value);
  const seq = useRef(0);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  // A stored file is told to the parent's callback of the latest render, not of the render that
  // picked it: that one compares with the value of its own time (the media library deletes what
  // left its box, and would delete a file the administrator already deleted again).
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  }, [onChange]);
  /** What the limit and de-duplication count: the files shown and those still uploading. */
  const shown = {
    fileList: [...value.fileList, ...uploading.map((u) => ({ name: u.name, imageSize: u.size, lastModified: 0 }))],
    deleteFileList: value.deleteFileList,
  };

  const start = (file: File) => {
    seq.current += 1;
    const key = `${seq.current}-${file.name}`;
    setUploading((list) => [...list, { key, name: file.name, size: file.size, progress: 0 }]);
    const onProgress = (progress: number) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, progress } : u)));
    uploadResumable(file, type, { onProgress })
      .then((stored) => {
        const cur = latest.current;
        const added = { name: stored.name, imageSize: file.size, lastModified: Date.now() };
        latest.current = { ...cur, fileList: [...cur.fileList, added] };
        report.current(latest.current);
      })
      .catch((err: unknown) => refuse(errorText(err, lang)))
      .finally(() => setUploading((list) => list.filter((u) => u.key !== key)));
  };

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const freeGb = skipStorageCheck ? null : await fetchFreeStorageGb().catch(() => null);
    const pendingBytes = uploading.reduce((sum, u) => sum + u.size, 0);
    const candidates = files.map((f) => ({ name: f.name, size: f.size, detectedType: f.type || null }));
    const checked = checkUploadSelection(candidates, type, { freeGb, skip: skipStorageCheck, pendingBytes });
    const [issue] = checked.issues;
    if (issue) refuse(issue.message[lang]);
    const accepted = files.filter((f) => checked.accepted.some((a) => a.name === f.name));
    const picked = pickUploadFiles(
      shown,
      accepted.map((f) => ({ name: f.name, imageSize: f.size, lastModified: f.lastModified })),
      options,
    );
    if (picked.issue) refuse(picked.issue.message[lang]);
    for (const f of accepted) if (picked.added.includes(f.name)) start(f);
  };

  return { uploading, shown, pick, latest };
}
