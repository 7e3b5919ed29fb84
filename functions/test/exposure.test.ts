import { describe, expect, it } from 'vitest';
import { generateApiKey } from '../identity/api-keys';
import { DEMO_PASSWORD_HASH } from '../../db/seed/demo-data';
import { sealSecret } from '../platform/secret-box';
import { detectExposures } from './exposure-rules';

describe('exposure scan rules', () => {
  it('flags password hashes, SHA-256 hashes, keys outside their creation, webhook secrets outside their reveal route and sealed values anywhere', async () => {
    const supplier = generateApiKey('sk_');
    const org = generateApiKey('ak_');
    const secret = 'whsec_' + btoa('x'.repeat(32));
    expect(detectExposures('GET', '/user', 200, JSON.stringify({ passwordHash: DEMO_PASSWORD_HASH }))).toHaveLength(1);
    expect(detectExposures('GET', '/api-key/1', 200, JSON.stringify({ keyHash: supplier.hash }))).toHaveLength(1);
    expect(detectExposures('GET', '/supplier-api-key/1', 200, JSON.stringify({ key: supplier.key }))).toHaveLength(1);
    expect(detectExposures('POST', '/supplier-api-key', 201, JSON.stringify({ key: supplier.key }))).toEqual([]);
    expect(
      detectExposures('POST', '/supplier-api-key/9f0c/regenerate', 200, JSON.stringify({ key: supplier.key })),
    ).toEqual([]);
    expect(detectExposures('GET', '/api-key', 200, JSON.stringify({ key: org.key }))).toHaveLength(1);
    expect(detectExposures('POST', '/api-key', 201, JSON.stringify({ key: org.key }))).toEqual([]);
    expect(detectExposures('GET', '/webhook/1', 200, JSON.stringify({ secret }))).toHaveLength(1);
    expect(detectExposures('GET', '/webhook/1/secret', 200, JSON.stringify({ secret }))).toEqual([]);
    expect(
      detectExposures('GET', '/supplier-api-key/1', 200, JSON.stringify({ preview: `sk_…${supplier.last4}` })),
    ).toEqual([]);
    const sealed = await sealSecret('k'.repeat(32), secret);
    expect(detectExposures('GET', '/webhook/1/secret', 200, JSON.stringify({ secret: sealed }))).toHaveLength(1);
    expect(
      detectExposures('GET', '/integrations/brevo', 200, JSON.stringify({ metadata: { apiKey: sealed } })),
    ).toHaveLength(1);
  });
});
