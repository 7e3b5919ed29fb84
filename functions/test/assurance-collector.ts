import { createServer, type Server } from 'node:http';

const successOperations = (seen: Set<string>) =>
  new Set([...seen].filter((label) => /→ [23]\d\d$/.test(label)).map((label) => label.split(' → ')[0])).size;

/**
 * Collects the assurance figures the test files report (exposure scan
 * counts, matrix/fuzz/model lines) and prints them once, after the run.
 */
export async function startAssuranceCollector(): Promise<{
  url: string;
  report(): string[];
  /** How many responses the exposure scan read: a whole run reads thousands. */
  responsesScanned(): number;
  close(): Promise<void>;
}> {
  let scanned = 0;
  const findings: string[] = [];
  const contract = { validated: 0, findings: [] as string[], seen: new Set<string>() };
  const lines: string[] = [];
  const language = { checked: 0, findings: [] as string[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const data = JSON.parse(body || '{}') as {
          scanned?: number;
          findings?: string[];
          line?: string;
          validated?: number;
          seen?: string[];
          checked?: number;
        };
        if (req.url === '/conformance') {
          contract.validated += data.validated ?? 0;
          contract.findings.push(...(data.findings ?? []));
          for (const label of data.seen ?? []) contract.seen.add(label);
        } else if (req.url === '/exposure') {
          scanned += data.scanned ?? 0;
          findings.push(...(data.findings ?? []));
        } else if (req.url === '/language') {
          language.checked += data.checked ?? 0;
          language.findings.push(...(data.findings ?? []));
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
      `language check: ${language.checked} JSON answers read, ${language.findings.length} English messages outside the specification's${language.findings.length ? ` (${[...new Set(language.findings.map((f) => f.replace(/^[^:]*: /, '')))].join('; ')})` : ''}`,
      `exposure scan: ${scanned} responses scanned, ${findings.length} exposures${findings.length ? ` (${findings.slice(0, 5).join('; ')})` : ''}`,
      `contract check: ${contract.validated} responses validated against the OpenAPI document, ${contract.findings.length} mismatches${contract.findings.length ? ` (${contract.findings.slice(0, 5).join('; ')})` : ''}; ${successOperations(contract.seen)} operations answered with a documented success, ${contract.seen.size} operation×status pairs seen`,
    ],
    responsesScanned: () => scanned,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
