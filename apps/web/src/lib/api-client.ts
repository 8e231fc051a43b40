// The one way the browser calls the server: every response is parsed with its contract schema
// (zod/mini, conventions.md "Contracts and rules"), every failure becomes an ApiError with a code.
// A call of the pages a visitor lands on names its schema lazily (lazySchema): the schema, and zod,
// load with the first call that needs them, not with the page (issue 17).
import type * as z from 'zod/mini';
import type { ErrorCode } from '@rian/domain/errors';

/** Codes the server answers (spec §8) plus the two the browser itself can meet. */
export type ApiErrorCode = ErrorCode | 'BAD_RESPONSE' | 'NETWORK_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The server's error.details, e.g. the field issues of TAX_INVOICE_INVALID. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404 || this.code === 'NOT_FOUND';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * What features plug into every call. The client stays free of feature code (conventions.md: imports
 * flow shared → features → app); the app wires these at start: the guest id header (spec §6) and the
 * listener that turns 401 WHITELIST_USER_DENIED / PERMISSION_DENIED into the auth modals (spec §6, §8).
 */
export interface ApiClientHooks {
  headers?: () => Record<string, string>;
  onError?: (error: ApiError, path: string) => void;
}

let hooks: ApiClientHooks = {};

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** A contract schema loaded the first time a call needs it (a dynamic import of its contracts module). */
export class LazySchema<S extends z.ZodMiniType> {
  private loading: Promise<S> | null = null;
  constructor(private readonly loader: () => Promise<S>) {}

  load(): Promise<S> {
    this.loading ??= this.loader().catch((cause: unknown) => {
      this.loading = null;
      throw cause;
    });
    return this.loading;
  }
}

/** e.g. lazySchema(() => import('@rian/contracts/session').then((m) => m.SessionResponseSchema)). */
export function lazySchema<S extends z.ZodMiniType>(loader: () => Promise<S>): LazySchema<S> {
  return new LazySchema(loader);
}

/** A call's schema: the schema itself, or one loaded on demand. */
export type SchemaOf<S extends z.ZodMiniType> = S | LazySchema<S>;

/** The schema, loaded if need be; a schema that cannot load (the network) is a failed call. */
async function resolveSchema<S extends z.ZodMiniType>(schema: SchemaOf<S>): Promise<S> {
  if (!(schema instanceof LazySchema)) return schema;
  try {
    return await schema.load();
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
}

const errorResponseSchema = lazySchema(() => import('@rian/contracts/errors').then((m) => m.ErrorResponseSchema));

/** The ApiError of a failed answer: the server's error envelope when it sent one. */
async function answeredError(res: Response, json: unknown, path: string): Promise<ApiError> {
  const failure = (await resolveSchema(errorResponseSchema)).safeParse(json);
  if (failure.success) {
    const { code, message, details } = failure.data.error;
    return new ApiError(res.status, code as ErrorCode, message, details);
  }
  return new ApiError(res.status, res.status === 404 ? 'NOT_FOUND' : 'BAD_RESPONSE', `HTTP ${res.status} ${path}`);
}

function fail(error: ApiError, path: string): ApiError {
  hooks.onError?.(error, path);
  return error;
}

export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schemaOf: SchemaOf<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const { method = 'GET', body, signal } = options;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { ...hooks.headers?.(), accept: 'application/json' };
  // FormData sets its own multipart content type with the boundary.
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  // A lazy schema loads while the request is on its way (a failure shows when it is needed).
  if (schemaOf instanceof LazySchema) schemaOf.load().catch(() => undefined);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw fail(await answeredError(res, json, path), path);
  const schema = await resolveSchema(schemaOf);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // A response that breaks its contract is a server defect: say where, keep the page alive.
    console.error(`Response of ${path} does not match its contract`, parsed.error);
    throw new ApiError(res.status, 'BAD_RESPONSE', `Unexpected response from ${path}`);
  }
  return parsed.data;
}

export function apiGet<S extends z.ZodMiniType>(path: string, schema: SchemaOf<S>, signal?: AbortSignal): Promise<z.infer<S>> {
  return apiRequest(path, schema, { signal });
}

/** Builds "path?a=1&b=x" leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
