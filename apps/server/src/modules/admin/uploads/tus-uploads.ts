// Resumable uploads of the media library (tus 1.0.0, decision 013): the bytes stream to a folder
// beside the uploads and are never held in memory, so a lecture video of hundreds of MB uploads
// with the server's memory flat, and a dropped connection resumes where it stopped. Creating an
// upload checks its size against the free storage counting every upload still in progress (spec §5
// checked only the first file); the last PATCH runs finishUpload. Instructors upload their lectures'
// videos too: an upload records who created it, and only they (or an administrator) may resume or
// cancel it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import { DomainError } from '@rian/domain/errors';
import { checkStorage } from '@rian/domain/uploads';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, TUS_ENDPOINT, TusMetadataSchema } from '@rian/contracts/admin/uploads';
import { errorBody } from '../../../lib/errors.ts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { cleanOriginalName, finishUpload } from './finish-upload.ts';

type TusRequest = Parameters<NonNullable<Server['options']['onUploadFinish']>>[0];

/** Unfinished uploads are kept a day, for a browser to resume; then they are swept. */
const EXPIRE_MS = 24 * 60 * 60 * 1000;

export interface MediaStorage {
  uploadDir: string;
  /** Free storage of the upload folder in GB. */
  freeGb: () => Promise<number>;
}

/** What tus writes back for a refusal: the error envelope of every other call. */
function refusal(err: DomainError): { status_code: number; body: string } {
  return { status_code: err.status, body: JSON.stringify(errorBody(err.code, err.message)) };
}

/** The Node request under tus's web Request (srvx keeps it), to find who sent it. */
function nodeRequest(req: { runtime?: { node?: { req?: object } } }): object | undefined {
  return req.runtime?.node?.req;
}

export class MediaUploads {
  readonly server: Server;
  readonly tusDir: string;
  /** The declared sizes of uploads in progress, by upload id: what the free storage must still hold. */
  private readonly pending = new Map<string, number>();
  /** The administrator of each request handed to tus (set by the route after its guard). */
  private readonly actors = new WeakMap<object, Actor>();

  constructor(
    private readonly ctx: AdminContext,
    private readonly storage: MediaStorage,
  ) {
    this.tusDir = join(storage.uploadDir, '.tus');
    this.server = new Server({
      path: TUS_ENDPOINT,
      datastore: new FileStore({ directory: this.tusDir, expirationPeriodInMilliseconds: EXPIRE_MS }),
      maxSize: MAX_VIDEO_BYTES,
      relativeLocation: true,
      respectForwardedHeaders: false,
      onUploadCreate: async (req, upload) => this.wrap(() => this.create(req, upload)),
      onIncomingRequest: async (req, uploadId) => this.wrap(() => this.checkOwner(req, uploadId)),
      onUploadFinish: async (req, upload) => this.wrap(() => this.finish(req, upload)),
    });
    this.server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => this.pending.delete(id));
  }

  /** Hands a guarded request to tus; the route has hijacked the reply. */
  async handle(req: IncomingMessage, res: ServerResponse, actor: Actor): Promise<void> {
    this.actors.set(req, actor);
    await this.server.handle(req, res);
  }

  /** Bytes that uploads in progress have announced. */
  pendingBytes(): number {
    let sum = 0;
    for (const size of this.pending.values()) sum += size;
    return sum;
  }

  private async wrap<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof DomainError) throw refusal(err);
      throw err;
    }
  }

  private actorOf(req: TusRequest): Actor {
    const node = nodeRequest(req);
    const actor = node ? this.actors.get(node) : undefined;
    if (!actor) throw new DomainError('PERMISSION_DENIED');
    return actor;
  }

  /** An upload in progress is resumed, read or cancelled by the one who created it, or an administrator. */
  private async checkOwner(req: TusRequest, uploadId: string): Promise<void> {
    const actor = this.actorOf(req);
    if (actor.role === 'admin' || !uploadId || req.method === 'POST') return;
    const upload = await this.server.datastore.getUpload(uploadId).catch(() => null);
    if (upload && upload.metadata?.owner !== String(actor.id)) throw new DomainError('FORBIDDEN');
  }

  /** spec §5: the type by name first (the bytes are checked at the end), the size, the free storage. */
  private async create(req: TusRequest, upload: Upload): Promise<{ metadata: Record<string, string | null> }> {
    const owner = String(this.actorOf(req).id);
    const meta = TusMetadataSchema.safeParse(upload.metadata ?? {});
    if (!meta.success) throw new DomainError('INPUT_ERROR', 'An upload names its filename and kind (image or video).');
    if (upload.size === undefined) throw new DomainError('INPUT_ERROR', 'An upload states its length when it is created.');
    const max = meta.data.kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
    if (upload.size > max) throw new DomainError('FILE_LIMIT', `The file is larger than ${max / 1024 / 1024} MB.`);
    const freeGb = await this.storage.freeGb().catch(() => null);
    const issues = checkStorage([{ name: meta.data.filename, size: upload.size }], { freeGb, pendingBytes: this.pendingBytes() });
    if (issues.length > 0) throw new DomainError('OUT_OF_STORAGE');
    this.pending.set(upload.id, upload.size);
    return { metadata: { ...upload.metadata, owner } };
  }

  private async finish(req: TusRequest, upload: Upload) {
    this.pending.delete(upload.id);
    const actor = this.actorOf(req);
    const meta = TusMetadataSchema.safeParse(upload.metadata ?? {});
    if (!meta.success) throw new DomainError('INPUT_ERROR');
    const path = join(this.tusDir, upload.id);
    try {
      const data = await finishUpload(this.ctx, this.storage.uploadDir, actor, {
        path,
        originalName: cleanOriginalName(meta.data.filename),
        kind: meta.data.kind,
        size: upload.size ?? 0,
      });
      return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ success: true, data }) };
    } finally {
      await (this.server.datastore as FileStore).configstore.delete(upload.id).catch(() => undefined);
    }
  }
}
