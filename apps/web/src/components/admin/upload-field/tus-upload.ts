// One resumable upload of the media library (decision 013): tus-js-client sends the file in one
// stream from the browser's File (never read whole into memory), reports progress, retries after a
// dropped connection and resumes an upload of the same file that an earlier page left unfinished.
import { Upload, type DetailedError } from 'tus-js-client';
import { AdminUploadSchema, TUS_ENDPOINT, type AdminUpload, type MediaKind } from '@rian/contracts/admin/uploads';
import { isErrorCode } from '@rian/domain/errors';
import { ApiError } from '../../../lib/api-client.ts';

export interface TusCallbacks {
  onProgress: (fraction: number) => void;
}

/** Refusals are final; a network failure or a busy server is worth another try. */
function shouldRetry(err: DetailedError): boolean {
  const status = err.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status === 502 || status === 503 || status === 504;
}

/** The server's error envelope in a tus failure, as the ApiError every other call gives. */
function toApiError(err: Error | DetailedError): ApiError {
  const res = 'originalResponse' in err ? err.originalResponse : null;
  if (!res) return new ApiError(0, 'NETWORK_ERROR', err.message);
  try {
    const body = JSON.parse(res.getBody()) as { error?: { code?: string; message?: string } };
    const code = body.error?.code;
    if (code && isErrorCode(code)) return new ApiError(res.getStatus(), code, body.error?.message ?? code);
  } catch {
    // Not the envelope: a proxy's page or tus's own text.
  }
  return new ApiError(res.getStatus(), 'UPLOAD_FAILED', res.getBody());
}

/** Uploads `file` as a media-library `kind`; resolves with its stored row. `signal` abandons it. */
export function uploadResumable(file: File, kind: MediaKind, cb: TusCallbacks, signal?: AbortSignal): Promise<AdminUpload> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${window.location.origin}${TUS_ENDPOINT}`,
      metadata: { filename: file.name, kind },
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      onShouldRetry: (err) => shouldRetry(err),
      onProgress: (sent, total) => cb.onProgress(total > 0 ? sent / total : 0),
      onError: (err) => reject(toApiError(err)),
      onSuccess: ({ lastResponse }) => {
        const parsed = AdminUploadSchema.safeParse((JSON.parse(lastResponse.getBody() || '{}') as { data?: unknown }).data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(lastResponse.getStatus(), 'BAD_RESPONSE', 'The upload answered no file.'));
      },
    });
    signal?.addEventListener('abort', () => void upload.abort(true));
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
