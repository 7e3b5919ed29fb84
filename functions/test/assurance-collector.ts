import { createServer, type Server } from 'node:http';

/**
 * Collects the assurance figures the test files report (exposure scan
 * counts, matrix/fuzz/model lines) and prints them once, after the run.
 */
export async function startAssuranceCollector(): Promise<{ url: string; report(): string[]; close(): Promise<void> }> {
  let scanned = 0;
  const findings: string[] = [];
  const lines: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const data = JSON.parse(body || '{}') as { scanned?: number; findings?: string[]; line?: string };
        if (req.url === '/exposure') {
          scanned += data.scanned ?? 0;
          findings.push(...(data.findings ?? []));
        } else if (req.url === '/figure' && data.line) {
          lines.push(data.line);
        }
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    report: () => [
      ...lines.sort(),
      `exposure scan: ${scanned} responses scanned, ${findings.length} exposures${findings.length ? ` (${findings.slice(0, 5).join('; ')})` : ''}`,
    ],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
