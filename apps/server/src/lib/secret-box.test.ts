import { describe, expect, it } from 'vitest';
import { looksSealed, SecretBox } from './secret-box.ts';

const KEY = 'a'.repeat(64);

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed form holds no trace of the secret', () => {
    const box = SecretBox.fromEnv(KEY, true)!;
    const sealed = box.seal('line-channel-token-123');
    expect(sealed).not.toContain('line-channel-token-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('line-channel-token-123');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('line-channel-token-123')).not.toBe(sealed);
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = SecretBox.fromEnv(KEY, true)!.seal('token');
    expect(SecretBox.fromEnv('b'.repeat(64), true)!.open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(SecretBox.fromEnv(KEY, true)!.open(parts.join('.'))).toBeNull();
    expect(SecretBox.fromEnv(KEY, true)!.open('plain text')).toBeNull();
  });

  it('has no key in production without RIAN_SECRETS_KEY, the public demo key elsewhere, and refuses a short key', () => {
    expect(SecretBox.fromEnv(undefined, true)).toBeNull();
    const demo = SecretBox.fromEnv(undefined, false)!;
    expect(demo.open(demo.seal('x'))).toBe('x');
    expect(() => SecretBox.fromEnv('abcd', true)).toThrow(/32 bytes/);
    expect(SecretBox.fromEnv(Buffer.alloc(32, 7).toString('base64'), true)).not.toBeNull();
  });

  it('tells a sealed value from a plain secret by its form', () => {
    expect(looksSealed(SecretBox.fromEnv(KEY, true)!.seal('skey_live_1'))).toBe(true);
    for (const plain of ['skey_live_1', 'demo-2c2p-signing-secret', 'v1.only-two', 'f3a9c1e07b5d4e2a9c8b7a6f5e4d3c2b']) {
      expect(looksSealed(plain)).toBe(false);
    }
  });
});
