/**
 * Where a webhook may point. Outside development: https only, and never a
 * loopback, private, link-local, shared or metadata address in any spelling
 * the URL parser accepts (decimal, hex, octal, IPv4-mapped IPv6…). In
 * development, plain http and loopback/private hosts are allowed so local
 * receivers work; link-local and metadata addresses never are.
 */
const BLOCKED_NAMES = [
  /^localhost$/,
  /\.localhost$/,
  /\.local$/,
  /\.internal$/,
  /^metadata$/,
  /^metadata\.google\.internal$/,
  /^instance-data$/,
];

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

type Kind = 'public' | 'loopback' | 'private' | 'link-local' | 'reserved';

function classifyIpv4([a, b]: number[]): Kind {
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b! >= 64 && b! <= 127) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 0 || a! >= 224 || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19))) return 'reserved';
  return 'public';
}

function classifyIpv6(host: string): Kind {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === '::1' || h === '::') return h === '::1' ? 'loopback' : 'reserved';
  const mapped = h.match(/^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/);
  if (mapped) {
    const bytes = mapped[1]
      ? ipv4(mapped[1])!
      : [
          parseInt(mapped[2]!, 16) >> 8,
          parseInt(mapped[2]!, 16) & 255,
          parseInt(mapped[3]!, 16) >> 8,
          parseInt(mapped[3]!, 16) & 255,
        ];
    return classifyIpv4(bytes);
  }
  if (/^f[cd][0-9a-f]{2}:/.test(h)) return 'private';
  if (/^fe[89ab][0-9a-f]:/.test(h)) return 'link-local';
  if (/^(ff|2001:db8:|64:ff9b:)/.test(h)) return 'reserved';
  return 'public';
}

export function webhookUrlProblem(raw: string, environment: 'production' | 'staging' | 'development'): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'URL inválida';
  }
  const development = environment === 'development';
  if (url.protocol !== 'https:' && !(development && url.protocol === 'http:')) return 'Use uma URL https';
  if (url.username || url.password) return 'A URL não pode conter usuário ou senha';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const v4 = ipv4(host);
  const kind: Kind = v4
    ? classifyIpv4(v4)
    : host.startsWith('[')
      ? classifyIpv6(host)
      : BLOCKED_NAMES.some((re) => re.test(host))
        ? /localhost$/.test(host)
          ? 'loopback'
          : 'link-local'
        : 'public';
  if (kind === 'link-local' || kind === 'reserved') return 'Endereço de rede não permitido';
  if ((kind === 'loopback' || kind === 'private') && !development) return 'Endereço de rede não permitido';
  return null;
}
