import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { sha256Hex } from '../platform/tokens';

export interface GeneratedKey {
  /** Shown once, never stored. */
  key: string;
  hash: string;
  prefix: string;
  last4: string;
}

/** `${prefix}` + 160 random bits in base32 (32 characters, no dashes). */
export function generateApiKey(prefix: 'sk_' | 'ak_'): GeneratedKey {
  const key = prefix + encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  return { key, hash: sha256Hex(key), prefix: key.slice(0, prefix.length + 4), last4: key.slice(-4) };
}

/** What lists show instead of the key: "ak_abcd…wxyz". */
export const keyPreview = (prefix: string, last4: string) => `${prefix}…${last4}`;

/** Valid only if enabled and (never expires, or no expiry, or expiry in the future). */
export function isKeyUsable(
  key: { enabled: boolean; neverExpires: boolean; expiresAt: Date | null },
  now = new Date(),
): boolean {
  return key.enabled && (key.neverExpires || key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

/**
 * isKeyUsable as a SQL condition on a key table's row, for statements that act only on a usable key
 * (the same rule, checked by the database at `now`).
 */
export const usableKeyCondition = (
  key: { enabled: AnyPgColumn; neverExpires: AnyPgColumn; expiresAt: AnyPgColumn },
  now = new Date(),
) =>
  sql`(${key.enabled} and (${key.neverExpires} or ${key.expiresAt} is null or ${key.expiresAt} > ${now.toISOString()}::timestamptz))`;
