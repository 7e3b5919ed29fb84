import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const KEY = 'k'.repeat(32);

describe('secret box', () => {
  it('seals with a fresh IV each time and opens back to the clear value', async () => {
    const a = await sealSecret(KEY, 'whsec_abc');
    const b = await sealSecret(KEY, 'whsec_abc');
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('abc');
    expect(await openSecret(KEY, a)).toBe('whsec_abc');
    expect(await openSecret(KEY, b)).toBe('whsec_abc');
  });

  it('seals a large value (a dead letter with a 1 MB request body)', async () => {
    const large = JSON.stringify({ kind: 'usage-log', requestBody: 'x'.repeat(1024 * 1024) });
    expect(await openSecret(KEY, await sealSecret(KEY, large))).toBe(large);
  });

  it('refuses a tampered value or another key, and reads a value stored before encryption as it is', async () => {
    const sealed = await sealSecret(KEY, 'whsec_abc');
    // The first character of the ciphertext carries six whole bits of its first byte.
    const at = sealed.lastIndexOf(':') + 1;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    await expect(openSecret(KEY, tampered)).rejects.toThrow();
    await expect(openSecret('x'.repeat(32), sealed)).rejects.toThrow();
    await expect(openSecret(KEY, 'enc:v1:nothing')).rejects.toThrow('malformed');
    expect(await openSecret(KEY, 'whsec_legacy')).toBe('whsec_legacy');
  });
});
