// The upload component's list transitions (spec §3, §4): which files it shows, which stored files
// it deletes, and how many it may hold. The file checks themselves are in uploads.ts.
import { fieldIssue } from './field-issues.ts';
import { UPLOAD_MESSAGES as MESSAGES, type UploadIssue } from './uploads.ts';

/** A stored file of the upload component: only its name (spec §3). */
export interface StoredUploadFile {
  readonly name: string;
}

/** A file picked and not yet uploaded: name, size and the last-modified time the component set (spec §3). */
export interface NewUploadFile {
  readonly name: string;
  /** Size in bytes. */
  readonly imageSize: number;
  /** Milliseconds since the epoch, set by the component when the file is picked. */
  readonly lastModified: number;
}

export type UploadListFile = StoredUploadFile | NewUploadFile;

/** Upload component data (spec §3): the shown files and the names of stored files to delete. */
export interface UploadComponentData {
  readonly fileList: readonly UploadListFile[];
  readonly deleteFileList: readonly string[];
}

/** The component's settings that bound its list (spec §4, §9). */
export interface UploadComponentOptions {
  /** The whole component is disabled. */
  readonly disabled?: boolean;
  /** Single-file mode. */
  readonly single?: boolean;
  /** spec §9: optional cap on the number of files. */
  readonly limitFile?: number | null;
}

/** spec §5: the profile picture upload is limited to one file. */
export const PROFILE_IMAGE_UPLOAD_OPTIONS: UploadComponentOptions = { single: true };

/** An empty component. */
export const EMPTY_UPLOAD_DATA: UploadComponentData = { fileList: [], deleteFileList: [] };

/** A new (not yet uploaded) file carries its size; a stored one only its name. */
export function isNewUploadFile(file: UploadListFile): file is NewUploadFile {
  return 'imageSize' in file;
}

/** How many files the component may hold: 1 in single mode, else limitFile, else no bound. */
export function maxUploadFiles(options: UploadComponentOptions): number {
  const limit = options.limitFile ?? null;
  const cap = limit !== null && limit > 0 ? Math.floor(limit) : Number.POSITIVE_INFINITY;
  return options.single ? Math.min(1, cap) : cap;
}

/**
 * spec §4: the upload button is disabled when the component is disabled, single-file mode already
 * has a file, or the limit is reached.
 */
export function isUploadButtonDisabled(data: UploadComponentData, options: UploadComponentOptions): boolean {
  return Boolean(options.disabled) || data.fileList.length >= maxUploadFiles(options);
}

/** What happened to picked files that were not added. */
export interface SkippedUpload {
  readonly name: string;
  readonly reason: 'duplicate' | 'limit';
}

/** The component after a pick. */
export interface PickResult {
  readonly data: UploadComponentData;
  readonly added: readonly string[];
  readonly skipped: readonly SkippedUpload[];
  /** 'Too many files.' when any file was left out for the limit; null otherwise. */
  readonly issue: UploadIssue | null;
}

/**
 * spec §4: picking adds to fileList, de-duplicated by name (against the list and within the pick);
 * files beyond the limit (§9 limitFile, or one in single mode) are left out. Nothing is added
 * while the component is disabled.
 */
export function pickUploadFiles(
  data: UploadComponentData,
  picked: readonly NewUploadFile[],
  options: UploadComponentOptions,
): PickResult {
  const names = new Set(data.fileList.map((f) => f.name));
  const room = options.disabled ? 0 : maxUploadFiles(options) - data.fileList.length;
  const fileList = [...data.fileList];
  const added: string[] = [];
  const skipped: SkippedUpload[] = [];
  for (const f of picked) {
    if (names.has(f.name)) skipped.push({ name: f.name, reason: 'duplicate' });
    else if (added.length >= room) skipped.push({ name: f.name, reason: 'limit' });
    else {
      names.add(f.name);
      fileList.push(f);
      added.push(f.name);
    }
  }
  const overLimit = skipped.some((s) => s.reason === 'limit');
  return {
    data: { fileList, deleteFileList: data.deleteFileList },
    added,
    skipped,
    issue: overLimit ? fieldIssue([], 'fileLimit', MESSAGES.fileLimit) : null,
  };
}

/**
 * spec §4: deleting a stored file moves its name to deleteFileList; deleting a new file just
 * removes it. An unknown name leaves the data as it was.
 */
export function deleteUploadFile(data: UploadComponentData, name: string): UploadComponentData {
  const file = data.fileList.find((f) => f.name === name);
  if (!file) return data;
  const fileList = data.fileList.filter((f) => f !== file);
  if (isNewUploadFile(file)) return { fileList, deleteFileList: data.deleteFileList };
  const deleteFileList = data.deleteFileList.includes(name) ? data.deleteFileList : [...data.deleteFileList, name];
  return { fileList, deleteFileList };
}

/**
 * spec §2: the preview modal's previous/next (arrows and arrow keys) wrap at both ends.
 * Returns -1 when there is nothing to show.
 */
export function stepPreviewIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  return (((index + step) % count) + count) % count;
}
