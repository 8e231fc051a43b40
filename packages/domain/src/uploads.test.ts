// Table tests for the upload rules of spec §5 and §9 and the upload component transitions of §4.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_UPLOAD_DATA,
  PROFILE_IMAGE_UPLOAD_OPTIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  bytesToGb,
  checkStorage,
  checkUploadSelection,
  checkUploadType,
  deleteUploadFile,
  fileExtension,
  homeworkAccepts,
  isBlacklistedUpload,
  isUploadButtonDisabled,
  maxUploadFiles,
  pickUploadFiles,
  stepPreviewIndex,
  type NewUploadFile,
  type UploadComponentData,
  type UploadKind,
} from './uploads.ts';

const GB = 1_073_741_824;

describe('upload types (spec §5)', () => {
  it.each<[UploadKind, string, string | null, boolean]>([
    ['image', 'a.jpg', 'image/jpeg', true],
    ['image', 'a.JPEG', 'IMAGE/JPEG', true],
    ['image', 'a.png', 'image/png', true],
    ['image', 'a.gif', 'image/gif', true],
    ['image', 'a.webp', 'image/webp', true],
    ['image', 'a.bmp', 'image/bmp', false],
    ['image', 'a.jpg', 'video/mp4', false],
    ['image', 'a.jpg', null, false],
    ['image', 'noextension', 'image/jpeg', false],
    ['video', 'a.mp4', 'video/mp4', true],
    ['video', 'a.m4v', 'video/x-m4v', true],
    ['video', 'a.m4v', 'video/mp4', true],
    ['video', 'a.avi', 'video/x-msvideo', true],
    ['video', 'a.mpg', 'video/mpeg', true],
    ['video', 'a.mov', 'video/quicktime', true],
    ['video', 'a.mkv', 'video/x-matroska', false],
    ['video', 'a.jpg', 'image/jpeg', false],
    ['profileImage', 'me.jpg', 'image/jpeg', true],
    ['profileImage', 'me.jpeg', 'image/jpeg', true],
    ['profileImage', 'me.png', 'image/png', true],
    ['profileImage', 'me.gif', 'image/gif', true],
    ['profileImage', 'me.webp', 'image/webp', false],
    ['certificate', 'company.pdf', 'application/pdf', true],
    ['certificate', 'company.PDF', 'application/pdf', true],
    ['certificate', 'scan.jpg', 'image/jpeg', true],
    ['certificate', 'scan.jpeg', 'image/jpeg', true],
    ['certificate', 'scan.png', 'image/png', true],
    ['certificate', 'scan.gif', 'image/gif', false],
    ['certificate', 'company.pdf', null, false],
    ['certificate', 'company.pdf', 'image/png', true],
    ['certificate', 'company.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['certificate', 'company.pdf.exe', 'application/pdf', false],
    ['profileImage', 'company.pdf', 'application/pdf', false],
  ])('%s %s (%s) → %s', (kind, name, type, allowed) => {
    const issue = checkUploadType({ name, detectedType: type }, kind);
    expect(issue === null).toBe(allowed);
    if (issue) expect(issue.message.en).toBe('File type is not allow to upload.');
  });

  it.each<[string, string, string | null]>([
    ['a script by its extension', 'shell.php', 'application/x-php'],
    ['a script named as an image', 'shell.jpg', 'application/x-php'],
    ['HTML named as an image', 'page.png', 'text/html; charset=utf-8'],
    ['an SVG (runs script in a browser)', 'logo.svg', 'image/svg+xml'],
    ['a double extension', 'shell.php.jpg', 'image/jpeg'],
    ['a server configuration file', '.htaccess', null],
    ['an environment file', 'site.env', null],
    ['an executable', 'setup.exe', 'application/x-msdownload'],
    ['a shell script', 'run.sh', 'application/x-sh'],
  ])('blacklists %s: %s', (_name, name, type) => {
    expect(isBlacklistedUpload(name, type)).toBe(true);
    expect(checkUploadType({ name, detectedType: type }, 'image')).not.toBeNull();
  });

  it('checks both the extension and the detected type, not the type alone as the source did', () => {
    expect(isBlacklistedUpload('shell.php', 'image/jpeg')).toBe(true);
    expect(isBlacklistedUpload('photo.jpg', 'text/html')).toBe(true);
    expect(isBlacklistedUpload('photo.jpg', 'image/jpeg')).toBe(false);
    expect(isBlacklistedUpload('my.holiday.photo.jpg', 'image/jpeg')).toBe(false);
  });

  it('bounds profile pictures at 5 MB and certificates at 10 MB', () => {
    expect(UPLOAD_MAX_BYTES.profileImage).toBe(5 * 1024 * 1024);
    expect(UPLOAD_MAX_BYTES.certificate).toBe(10 * 1024 * 1024);
  });

  it('reads extensions', () => {
    expect(fileExtension('a/b.c/photo.JPG')).toBe('jpg');
    expect(fileExtension('photo')).toBe('');
    expect(fileExtension('C:\\x\\clip.Mov')).toBe('mov');
  });
});

describe('storage (spec §5, §9: GB = bytes / 1073741824)', () => {
  const file = (name: string, gb: number) => ({ name, size: Math.round(gb * GB) });

  it.each<[string, { name: string; size: number }[], number | null, { skip?: boolean; pendingBytes?: number }, string[]]>([
    ['one file that fits', [file('a.mp4', 0.5)], 1, {}, []],
    ['one file exactly the free space (not above zero)', [file('a.mp4', 1)], 1, {}, ['a.mp4', '(all)']],
    ['one file larger than the free space', [file('a.mp4', 2)], 1, {}, ['a.mp4', '(all)']],
    ['each fits, their sum does not', [file('a.mp4', 0.6), file('b.mp4', 0.6)], 1, {}, ['(all)']],
    [
      'the second file alone does not fit (the source checked only the first)',
      [file('a.mp4', 0.1), file('b.mp4', 3)],
      1,
      {},
      ['b.mp4', '(all)'],
    ],
    ['files already picked count towards the sum', [file('a.mp4', 0.5)], 1, { pendingBytes: GB / 2 }, ['(all)']],
    ['the skip flag', [file('a.mp4', 5)], 1, { skip: true }, []],
    ['free storage unknown', [file('a.jpg', 0.001)], null, {}, ['(all)']],
    ['no free storage', [file('a.jpg', 0.001)], 0, {}, ['a.jpg', '(all)']],
  ])('%s', (_name, files, freeGb, options, expected) => {
    const issues = checkStorage(files, { freeGb, ...options });
    expect(issues.map((i) => (i.path[0] as string | undefined) ?? '(all)')).toEqual(expected);
    for (const i of issues) expect(i.message.en).toBe('Out off Storage');
  });

  it('converts bytes to GB', () => {
    expect(bytesToGb(GB)).toBe(1);
    expect(bytesToGb(GB / 4)).toBe(0.25);
  });

  it('leaves out files of the wrong type and accepts nothing when storage fails', () => {
    const ok = checkUploadSelection(
      [
        { name: 'a.jpg', size: 1000, detectedType: 'image/jpeg' },
        { name: 'b.php', size: 10, detectedType: 'application/x-php' },
      ],
      'image',
      { freeGb: 1 },
    );
    expect(ok.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(ok.issues.map((i) => i.key)).toEqual(['fileTypeNotAllowed']);
    const full = checkUploadSelection([{ name: 'a.jpg', size: 2 * GB, detectedType: 'image/jpeg' }], 'image', { freeGb: 1 });
    expect(full.accepted).toEqual([]);
    expect(full.issues.map((i) => i.key)).toEqual(['outOfStorage', 'outOfStorage']);
  });

  it('has the texts of spec §2 and §5', () => {
    expect(UPLOAD_MESSAGES.uploadErrorTitle.en).toBe('Can not upload file.');
    expect(UPLOAD_MESSAGES.confirmDeleteImage.en).toBe('Confirm to delete this image?');
    expect(UPLOAD_MESSAGES.outOfStorage.en).toBe('Out off Storage');
  });
});

describe('upload component (spec §4, §9)', () => {
  const stored = (name: string) => ({ name });
  const picked = (name: string): NewUploadFile => ({ name, imageSize: 1000, lastModified: 1767225600000 });
  const data = (...fileList: UploadComponentData['fileList']): UploadComponentData => ({ fileList, deleteFileList: [] });

  it.each([
    ['no limit', {}, Number.POSITIVE_INFINITY],
    ['limitFile 3', { limitFile: 3 }, 3],
    ['single', { single: true }, 1],
    ['single with limitFile 3', { single: true, limitFile: 3 }, 1],
    ['limitFile 0 means none', { limitFile: 0 }, Number.POSITIVE_INFINITY],
  ])('max files, %s', (_name, options, max) => expect(maxUploadFiles(options)).toBe(max));

  it.each([
    ['enabled, room left', data(stored('a.jpg')), { limitFile: 2 }, false],
    ['disabled', data(), { disabled: true }, true],
    ['single mode with a file', data(stored('a.jpg')), { single: true }, true],
    ['single mode, empty', data(), { single: true }, false],
    ['limit reached', data(stored('a.jpg'), picked('b.jpg')), { limitFile: 2 }, true],
    ['profile picture with one', data(picked('me.jpg')), PROFILE_IMAGE_UPLOAD_OPTIONS, true],
    ['profile picture, none yet', data(), PROFILE_IMAGE_UPLOAD_OPTIONS, false],
  ])('upload button, %s → disabled %s', (_name, d, options, disabled) =>
    expect(isUploadButtonDisabled(d, options)).toBe(disabled),
  );

  it('adds picked files de-duplicated by name, against the list and within the pick', () => {
    const r = pickUploadFiles(data(stored('a.jpg')), [picked('a.jpg'), picked('b.jpg'), picked('b.jpg')], {});
    expect(r.data.fileList.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(r.added).toEqual(['b.jpg']);
    expect(r.skipped).toEqual([
      { name: 'a.jpg', reason: 'duplicate' },
      { name: 'b.jpg', reason: 'duplicate' },
    ]);
    expect(r.issue).toBeNull();
  });

  it('leaves out files beyond the limit and says so', () => {
    const r = pickUploadFiles(data(stored('a.jpg')), [picked('b.jpg'), picked('c.jpg')], { limitFile: 2 });
    expect(r.added).toEqual(['b.jpg']);
    expect(r.skipped).toEqual([{ name: 'c.jpg', reason: 'limit' }]);
    expect(r.issue?.key).toBe('fileLimit');
    expect(pickUploadFiles(EMPTY_UPLOAD_DATA, [picked('a.jpg'), picked('b.jpg')], { single: true }).added).toEqual(['a.jpg']);
    expect(pickUploadFiles(EMPTY_UPLOAD_DATA, [picked('a.jpg')], { disabled: true }).added).toEqual([]);
  });

  it.each<[string, UploadComponentData, string, UploadComponentData]>([
    [
      'a stored file moves to deleteFileList',
      data(stored('a.jpg'), picked('b.jpg')),
      'a.jpg',
      { fileList: [picked('b.jpg')], deleteFileList: ['a.jpg'] },
    ],
    [
      'a new file is just removed',
      data(stored('a.jpg'), picked('b.jpg')),
      'b.jpg',
      { fileList: [stored('a.jpg')], deleteFileList: [] },
    ],
    ['an unknown name changes nothing', data(stored('a.jpg')), 'z.jpg', data(stored('a.jpg'))],
    [
      'a name already to delete is not listed twice',
      { fileList: [stored('a.jpg')], deleteFileList: ['a.jpg'] },
      'a.jpg',
      { fileList: [], deleteFileList: ['a.jpg'] },
    ],
  ])('deleting: %s', (_name, before, name, after) => expect(deleteUploadFile(before, name)).toEqual(after));

  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [0, 1, 1, 0],
    [0, 0, 1, -1],
  ] as const)('preview from %i of %i stepping %i → %i (wraps at both ends)', (index, count, step, next) =>
    expect(stepPreviewIndex(index, count, step)).toBe(next),
  );
});

describe('homeworkAccepts (the types a homework takes)', () => {
  it('takes every type when the homework lists none', () => {
    expect(homeworkAccepts([], 'a.zip')).toBe(true);
  });
  it('takes a listed type by the stored name, whatever its case', () => {
    expect(homeworkAccepts(['pdf', 'DOCX'], '0b9e.pdf')).toBe(true);
    expect(homeworkAccepts(['pdf', 'DOCX'], '0b9e.docx')).toBe(true);
    expect(homeworkAccepts(['pdf'], '0b9e.zip')).toBe(false);
    expect(homeworkAccepts(['pdf'], 'no-extension')).toBe(false);
  });
  it('knows jpg and jpeg as one type, and a .doc detected as cfb', () => {
    expect(homeworkAccepts(['jpeg'], '0b9e.jpg')).toBe(true);
    expect(homeworkAccepts(['jpg'], '0b9e.jpeg')).toBe(true);
    expect(homeworkAccepts(['doc'], '0b9e.cfb')).toBe(true);
    expect(homeworkAccepts(['docx'], '0b9e.cfb')).toBe(false);
  });
});
