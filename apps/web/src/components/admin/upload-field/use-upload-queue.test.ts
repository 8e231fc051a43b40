// The upload queue keeps every file the server stored when several uploads finish close together.
// React runs a commit's layout effects in that commit, and may run its passive effects in a later
// task, after an upload's answer came in; the hooks below render the queue the same way, so a test
// decides when a commit's passive effects run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUpload, UploadFieldValue } from '@rian/contracts/admin/uploads';

const hooks = vi.hoisted(() => {
  type Deps = readonly unknown[] | undefined;
  const slots: unknown[] = [];
  const layout: (() => void)[] = [];
  let passive: (() => void)[] = [];
  let cursor = 0;
  const slot = <T>(init: () => T): { value: T } => {
    const i = cursor++;
    if (!(i in slots)) slots[i] = { value: init() };
    return slots[i] as { value: T };
  };
  const changed = (prev: Deps | null, next: Deps) =>
    next === undefined || prev === null || prev === undefined || next.some((d, i) => !Object.is(d, prev[i]));
  const effect = (queue: () => (() => void)[]) => (run: () => void, deps?: Deps) => {
    const s = slot<Deps | null>(() => null);
    if (!changed(s.value, deps)) return;
    s.value = deps;
    queue().push(run);
  };
  return {
    useState<T>(init: T) {
      const s = slot(() => init);
      const set = (next: T | ((prev: T) => T)) => {
        s.value = typeof next === 'function' ? (next as (prev: T) => T)(s.value) : next;
      };
      return [s.value, set] as const;
    },
    useRef: <T>(init: T) => slot(() => ({ current: init })).value,
    useLayoutEffect: effect(() => layout),
    useEffect: effect(() => passive),
    /**
     * Renders and commits, as React does: the passive effects of the commit before run first, this
     * commit's layout effects run in it, and its passive effects wait for flushPassive or the next commit.
     */
    commit<T>(render: () => T): T {
      this.flushPassive();
      cursor = 0;
      const out = render();
      for (const run of layout.splice(0)) run();
      return out;
    },
    flushPassive() {
      const runs = passive;
      passive = [];
      for (const run of runs) run();
    },
    reset() {
      slots.length = 0;
      layout.length = 0;
      passive = [];
    },
  };
});

vi.mock('react', () => ({
  useState: hooks.useState,
  useRef: hooks.useRef,
  useLayoutEffect: hooks.useLayoutEffect,
  useEffect: hooks.useEffect,
}));

const answers = vi.hoisted(() => new Map<string, (stored: AdminUpload) => void>());
vi.mock('./tus-upload.ts', () => ({
  uploadResumable: (file: File) => new Promise<AdminUpload>((resolve) => answers.set(file.name, resolve)),
}));

const { useUploadQueue } = await import('./use-upload-queue.ts');

const stored = (name: string): AdminUpload => ({
  id: 1,
  name,
  kind: 'image',
  mime: 'image/png',
  size: 100,
  original_name: name,
  width: 10,
  height: 10,
  duration_ms: null,
  variants: [],
  uploaded_by: 'media-owner',
  created_at: '2026-11-27T10:00:00.000Z',
});

const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A parent that keeps the field's value, as the media library's boxes and every form do. */
function aField(initial: UploadFieldValue) {
  let value = initial;
  const onChange = (next: UploadFieldValue) => (value = next);
  const render = () =>
    hooks.commit(() =>
      useUploadQueue({
        type: 'image',
        value,
        onChange,
        options: {},
        skipStorageCheck: true,
        refuse: () => undefined,
        lang: 'th',
      }),
    );
  return {
    render,
    names: () => value.fileList.map((f) => f.name),
    setValue: (next: UploadFieldValue) => (value = next),
    /** Answers the upload of `file` as the server stored it under `name`. */
    async answer(file: string, name: string) {
      answers.get(file)!(stored(name));
      await settle();
    },
  };
}

beforeEach(() => {
  hooks.reset();
  answers.clear();
});
afterEach(() => vi.clearAllMocks());

describe('two uploads that finish close together', () => {
  it('both join the list when a commit before them runs its passive effects between the two answers', async () => {
    const field = aField({ fileList: [], deleteFileList: [] });
    await field.render().pick([png('a.png'), png('b.png')]);
    field.render(); // the progress bars: a commit whose passive effects wait for a later task
    await field.answer('a.png', 'stored-a.png');
    hooks.flushPassive();
    await field.answer('b.png', 'stored-b.png');
    expect(field.names()).toEqual(['stored-a.png', 'stored-b.png']);
  });

  it('both join the list when the field renders again with the value from before the first one', async () => {
    const field = aField({ fileList: [{ name: 'kept.jpg' }], deleteFileList: [] });
    await field.render().pick([png('a.png'), png('b.png')]);
    hooks.flushPassive();
    const before = { fileList: [{ name: 'kept.jpg' }], deleteFileList: [] };
    field.setValue(before);
    field.render();
    await field.answer('a.png', 'stored-a.png');
    field.setValue(before); // the field renders before its parent has taken the first file
    field.render();
    await field.answer('b.png', 'stored-b.png');
    expect(field.names()).toEqual(['kept.jpg', 'stored-a.png', 'stored-b.png']);
  });

  it('a new value from the parent is what the next stored file is added to', async () => {
    const field = aField({ fileList: [{ name: 'old.jpg' }], deleteFileList: [] });
    await field.render().pick([png('a.png')]);
    field.setValue({ fileList: [], deleteFileList: ['old.jpg'] });
    field.render();
    await field.answer('a.png', 'stored-a.png');
    expect(field.names()).toEqual(['stored-a.png']);
  });
});

describe('a stored file', () => {
  it('is told to the callback of the latest render, not of the render that picked it', async () => {
    let value: UploadFieldValue = { fileList: [], deleteFileList: [] };
    const told: string[] = [];
    const render = (which: string) =>
      hooks.commit(() =>
        useUploadQueue({
          type: 'image',
          value,
          onChange: (next) => {
            told.push(which);
            value = next;
          },
          options: {},
          skipStorageCheck: true,
          refuse: () => undefined,
          lang: 'th',
        }),
      );
    await render('at the pick').pick([png('a.png')]);
    render('later');
    answers.get('a.png')!(stored('stored-a.png'));
    await settle();
    expect(told).toEqual(['later']);
    expect(value.fileList.map((f) => f.name)).toEqual(['stored-a.png']);
  });
});
