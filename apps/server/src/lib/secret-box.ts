// Secrets at rest (conventions.md "secrets in settings are write-only"): a setting's secret is stored
// sealed with AES-256-GCM under RIAN_SECRETS_KEY, so a database copy or backup alone does not hold a
// usable LINE channel token or payment provider secret. Shared by the notices and the payments (built
// once per app from the config); neither module reaches into the other. Production needs the key; the
// demo and tests seal under a key written here, which is public and therefore protects nothing but
// keeps the code path the same.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The stored form: v1.<iv>.<tag>.<ciphertext>, each base64url. */
const VERSION = 'v1';
const DEMO_KEY = createHash('sha256').update('rian-demo-secrets-key (public, not for production)').digest();

/** Whether a stored value has the sealed form (it may still be sealed under another key). */
export function looksSealed(value: string): boolean {
  return /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(value);
}

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /**
   * RIAN_SECRETS_KEY: 32 bytes as 64 hex digits or base64. Unset: the public demo key outside
   * production; in production null (secrets cannot be stored, and the caller says so).
   */
  static fromEnv(raw: string | undefined, production: boolean): SecretBox | null {
    if (!raw) return production ? null : new SecretBox(DEMO_KEY);
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('RIAN_SECRETS_KEY must be 32 bytes: 64 hex digits or base64');
    return new SecretBox(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The plain text, or null when the value was sealed under another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
