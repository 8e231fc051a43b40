// Upload rules of spec §5 and §9; the upload component's list transitions of spec §4 are in
// upload-list.ts. Pure: the caller passes the file's detected type (the server detects it from the
// file's magic bytes, the browser passes the type it declares), and the free storage it fetched.
import { errorTexts } from './errors.ts';
import { fieldIssue, type FieldIssue, type LocalisedMessage } from './field-issues.ts';

const MESSAGES = {
  // spec §5, §8: the texts are the spec's; errors.ts holds them for the server's error codes too.
  fileTypeNotAllowed: errorTexts('FILE_TYPE_NOT_ALLOWED'),
  outOfStorage: errorTexts('OUT_OF_STORAGE'),
  fileLimit: errorTexts('FILE_LIMIT'),
  uploadFailed: errorTexts('UPLOAD_FAILED'),
  /** spec §5: the title of the error notification for a type failure. */
  uploadErrorTitle: { th: 'ไม่สามารถอัปโหลดไฟล์ได้', en: 'Can not upload file.' },
  /** spec §2: the confirmation before an image is deleted. */
  confirmDeleteImage: { th: 'ยืนยันการลบรูปภาพนี้หรือไม่?', en: 'Confirm to delete this image?' },
  /** spec §2: the hint under the upload button; fill {width} and {height}. */
  resizeHint: {
    th: 'กรุณาปรับขนาดรูปเป็น {width} x {height} พิกเซล และบีบอัดไฟล์ก่อนอัปโหลด',
    en: 'Please resize the image to {width} x {height} pixels and compress it before uploading.',
  },
} as const satisfies Record<string, LocalisedMessage>;

/** Every message of the upload rules, Thai and English. */
export const UPLOAD_MESSAGES = MESSAGES;
export type UploadMessageKey = keyof typeof MESSAGES;
export type UploadIssue = FieldIssue<UploadMessageKey>;

/**
 * The kinds of upload the spec names: component images and videos (§5), profile pictures (§5), and
 * the company certificate of the tax invoice (§3 tax_company_certificate, §5 'กรุณาอัพโหลดหนังสือรับรอง'),
 * and the bank transfer slip of the payment report (§3 payment report slip), and a student's homework
 * file (§3 playlist item homework id).
 */
export const UPLOAD_KINDS = ['image', 'video', 'profileImage', 'certificate', 'slip', 'homework'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

interface KindRule {
  readonly extensions: readonly string[];
  readonly types: readonly string[];
}

/**
 * spec §5: images jpg, png, jpeg, gif, webp; videos m4v, mp4, avi, mpg, quicktime (.mov); profile
 * pictures jpg, jpeg, png, gif. Extensions and detected media types are both listed because Rian
 * checks both; an m4v file is often detected as video/mp4, an avi under any of its three names.
 */
export const UPLOAD_RULES: Readonly<Record<UploadKind, KindRule>> = {
  image: {
    extensions: ['jpg', 'png', 'jpeg', 'gif', 'webp'],
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  video: {
    extensions: ['m4v', 'mp4', 'avi', 'mpg', 'mov'],
    types: ['video/x-m4v', 'video/mp4', 'video/x-msvideo', 'video/avi', 'video/vnd.avi', 'video/mpeg', 'video/quicktime'],
  },
  profileImage: {
    extensions: ['jpg', 'jpeg', 'png', 'gif'],
    types: ['image/jpeg', 'image/png', 'image/gif'],
  },
  // The spec does not list the certificate's types; a Thai company certificate (หนังสือรับรอง) is a
  // PDF from the registrar or a scan or photo of the paper, so PDF and the common photo formats.
  certificate: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    types: ['application/pdf', 'image/jpeg', 'image/png'],
  },
  // A transfer slip is a banking app's screenshot or e-slip (an image) or a PDF statement.
  slip: {
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'],
    types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  },
  // Homework: a document, a photo of written work, or a ZIP of a project. A .doc file is detected as
  // its container format (MS-CFB); .docx is recognised inside its ZIP.
  homework: {
    extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip'],
    types: [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
      'application/zip',
    ],
  },
};

/**
 * The largest file the server accepts per kind, in bytes. The spec sets none; these bound what one
 * request may make the server hold in memory and re-encode: a phone photo fits in 5 MB, a scanned
 * multi-page certificate in 10 MB.
 */
export const UPLOAD_MAX_BYTES: Readonly<Partial<Record<UploadKind, number>>> = {
  profileImage: 5 * 1024 * 1024,
  certificate: 10 * 1024 * 1024,
  slip: 10 * 1024 * 1024,
  homework: 20 * 1024 * 1024,
};

/**
 * Script, markup and configuration files never accepted, whatever the kind: server-side scripts
 * (php and its variants, jsp, asp, aspx, cgi, pl, py, rb), browser-run code and markup that a
 * browser would execute when the file is served from /uploads (js, mjs, cjs, html, htm, xhtml,
 * shtml, svg, svgz, xml, swf), executables and shell scripts (exe, dll, com, msi, scr, jar, war, sh,
 * bash, bat, cmd, ps1, vbs), and server configuration or secrets (htaccess, htpasswd, config, conf,
 * ini, env, json, yml, yaml). The allow-lists above already exclude them; the blacklist also covers
 * inner extensions ("photo.php.jpg", which some servers execute as PHP) and names starting with a dot.
 */
export const BLACKLISTED_EXTENSIONS: readonly string[] = [
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'phps',
  'phar',
  'phtml',
  'pht',
  'jsp',
  'jspx',
  'asp',
  'aspx',
  'cgi',
  'pl',
  'py',
  'rb',
  'js',
  'mjs',
  'cjs',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'swf',
  'exe',
  'dll',
  'com',
  'msi',
  'scr',
  'jar',
  'war',
  'sh',
  'bash',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'htaccess',
  'htpasswd',
  'config',
  'conf',
  'ini',
  'env',
  'json',
  'yml',
  'yaml',
];

/** The media types of the blacklisted formats, matched against the detected type. */
export const BLACKLISTED_TYPES: readonly string[] = [
  'application/x-php',
  'application/x-httpd-php',
  'text/x-php',
  'application/javascript',
  'text/javascript',
  'application/ecmascript',
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'application/x-shockwave-flash',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/vnd.microsoft.portable-executable',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-msi',
  'application/java-archive',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-bat',
  'text/x-python',
  'text/x-perl',
  'application/x-perl',
  'text/x-ruby',
  'application/json',
  'application/yaml',
  'text/yaml',
];

const BYTES_PER_GB = 1_073_741_824; // spec §9: storage in GB is bytes / 1073741824

/** The lower-cased last extension of a file name, '' when there is none ("a.JPG" → "jpg"). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** A media type without parameters, lower-cased: "Image/JPEG; q=1" → "image/jpeg". */
function normaliseType(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * spec §5 says the source product's blacklist "is compared against the MIME type, so it is
 * effectively without effect". Rian checks BOTH: every extension of the name (not only the last,
 * so "shell.php.jpg" and ".htaccess" are caught) and the detected type.
 */
export function isBlacklistedUpload(name: string, detectedType: string | null): boolean {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).toLowerCase();
  const segments = base.split('.').slice(1);
  if (segments.some((s) => BLACKLISTED_EXTENSIONS.includes(s))) return true;
  return detectedType !== null && BLACKLISTED_TYPES.includes(normaliseType(detectedType));
}

/** A file about to be uploaded: its name, its size in bytes and its detected media type. */
export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  /** From the magic bytes on the server, the browser's declared type in the form; null if unknown. */
  readonly detectedType: string | null;
}

/**
 * spec §5: the extension and the detected type must both be of the kind's allowed types, and
 * neither may be blacklisted; an undetected type fails (every allowed format has magic bytes).
 * Failure: 'File type is not allow to upload.'
 */
export function checkUploadType(file: Pick<UploadCandidate, 'name' | 'detectedType'>, kind: UploadKind): UploadIssue | null {
  const rule = UPLOAD_RULES[kind];
  const ok =
    !isBlacklistedUpload(file.name, file.detectedType) &&
    rule.extensions.includes(fileExtension(file.name)) &&
    file.detectedType !== null &&
    rule.types.includes(normaliseType(file.detectedType));
  return ok ? null : fieldIssue([file.name], 'fileTypeNotAllowed', MESSAGES.fileTypeNotAllowed);
}

/** Whether a stored file name has an extension of the kind (names the server gave, e.g. displayImgUrl). */
export function hasUploadExtension(name: string, kind: UploadKind): boolean {
  return !isBlacklistedUpload(name, null) && UPLOAD_RULES[kind].extensions.includes(fileExtension(name));
}

/** spec §9: bytes to GB (bytes / 1073741824). */
export function bytesToGb(bytes: number): number {
  return bytes / BYTES_PER_GB;
}

/** Options of the storage check. */
export interface StorageCheckOptions {
  /** Free storage in GB from GET /api/storage/details; null when it could not be loaded. */
  readonly freeGb: number | null;
  /** spec §5: the check can be skipped by a flag. */
  readonly skip?: boolean;
  /** Bytes of files already picked and not yet uploaded (new files of the fileList). */
  readonly pendingBytes?: number;
}

/**
 * spec §5: 'Out off Storage' when free GB minus the file's GB is not above zero. The source product
 * checked only the first selected file; Rian checks EVERY selected file on its own (one issue per
 * file that alone does not fit) and then their sum together with the files already picked and not
 * yet uploaded (one issue with an empty path). Unknown free storage fails: spec §5 makes free
 * storage a requirement.
 */
export function checkStorage(
  files: readonly Pick<UploadCandidate, 'name' | 'size'>[],
  options: StorageCheckOptions,
): UploadIssue[] {
  if (options.skip) return [];
  const { freeGb } = options;
  if (freeGb === null || !Number.isFinite(freeGb)) return [fieldIssue([], 'outOfStorage', MESSAGES.outOfStorage)];
  const issues: UploadIssue[] = [];
  for (const f of files) {
    if (freeGb - bytesToGb(f.size) <= 0) issues.push(fieldIssue([f.name], 'outOfStorage', MESSAGES.outOfStorage));
  }
  const total = files.reduce((sum, f) => sum + f.size, options.pendingBytes ?? 0);
  if (freeGb - bytesToGb(total) <= 0) issues.push(fieldIssue([], 'outOfStorage', MESSAGES.outOfStorage));
  return issues;
}

/** The result of checking a selection: the files that may be added, and what to show. */
export interface UploadSelectionCheck {
  readonly accepted: readonly UploadCandidate[];
  readonly issues: readonly UploadIssue[];
}

/**
 * The checks run when files are selected (spec §5): the type of each file (a failing file is left
 * out), then storage for the files that passed. When storage fails nothing is accepted.
 */
export function checkUploadSelection(
  files: readonly UploadCandidate[],
  kind: UploadKind,
  storage: StorageCheckOptions,
): UploadSelectionCheck {
  const typeIssues: UploadIssue[] = [];
  const typed: UploadCandidate[] = [];
  for (const f of files) {
    const issue = checkUploadType(f, kind);
    if (issue) typeIssues.push(issue);
    else typed.push(f);
  }
  const storageIssues = typed.length > 0 ? checkStorage(typed, storage) : [];
  return { accepted: storageIssues.length > 0 ? [] : typed, issues: [...typeIssues, ...storageIssues] };
}

export * from './upload-list.ts';

/** Names a file's detected type goes by that an instructor may list otherwise (a .doc is detected as 'cfb'). */
const TYPE_ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', cfb: 'doc' };
const typeName = (ext: string): string => TYPE_ALIASES[ext.toLowerCase()] ?? ext.toLowerCase();

/**
 * Whether a homework takes a stored file (spec §3 homework): the file's
 * type is the extension of its stored name, which the upload took from the file's bytes, never from
 * the name the student gave. An empty list takes every type a homework upload may be.
 */
export function homeworkAccepts(acceptedTypes: readonly string[], storedName: string): boolean {
  if (acceptedTypes.length === 0) return true;
  const ext = fileExtension(storedName);
  if (!ext) return false;
  const type = typeName(ext);
  return acceptedTypes.some((accepted) => typeName(accepted) === type);
}
