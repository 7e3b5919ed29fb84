import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

/** 32 random bytes in hex (64 characters): verification and reset tokens. */
export function randomToken(): string {
  return encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the database keeps instead of a token or key: its SHA-256, in hex. */
export function sha256Hex(value: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(value)));
}

/** Verification and reset tokens live 24 hours. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
