/**
 * One security policy for both kinds of response: the worker's (API) and the
 * static assets' (emitted into frontend/dist/_headers at build time).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The DANFE barcode reader compiles ZXing's WebAssembly (decision 0052); this allows WASM only, not eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // Radix positions popovers with inline style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export function contentSecurityPolicy(): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** The one page that films (a DANFE's barcode at the door, /app/receber): its own camera, nothing else. */
export const CAMERA_PAGE_PATH = '/app/receber';
export const CAMERA_PAGE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * The session cookie's name, which the edge cache reads too (a request carrying it is never served
 * from the shared cache). __Host- cookies are only accepted over https, so plain-http localhost uses
 * the bare name.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-abastece_session' : 'abastece_session';
}
