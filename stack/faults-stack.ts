import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The fault run's own ports (below Linux's ephemeral range, like the e2e and bench stacks'). */
export const FAULT_PORTS = {
  app: port('FAULTS_PORT', 8827),
  postgres: port('FAULTS_PG_PORT', 15460),
  wsProxy: port('FAULTS_WS_PROXY_PORT', 15461),
  smtp: port('FAULTS_SMTP_PORT', 1055),
  mailWeb: port('FAULTS_MAIL_WEB_PORT', 8055),
  oauth: port('FAULTS_OAUTH_STANDIN_PORT', 8056),
  stripe: port('FAULTS_STRIPE_STANDIN_PORT', 8057),
  viacep: port('FAULTS_VIACEP_STANDIN_PORT', 8058),
};

export interface FaultStack {
  appUrl: string;
  inboxUrl: string;
  databaseUrl: string;
  ports: typeof FAULT_PORTS;
  /** PostgreSQL's fast shutdown; resolves when the stack says it is back. */
  restartPostgres(): Promise<void>;
  /** SIGKILL to the bridge; resolves once the process is gone (its port free). */
  killBridge(): Promise<void>;
  /** Resolves when the stack says the bridge is back (listening from the call on). */
  bridgeBack(): Promise<void>;
  stop(): Promise<void>;
}

const gone = async (pid: number) => {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 20));
  }
};

/**
 * `npm start` exactly as a person runs it (stack/start.ts), on the fault run's ports and data folder,
 * its output read for the processes it names: "PostgreSQL ready (process N)", "database bridge … (process
 * N)", and its supervisor's "… is back (process N)".
 */
export async function startFaultStack(dataDir: string, log: (line: string) => void): Promise<FaultStack> {
  mkdirSync(resolve(root, 'frontend/dist'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'stack/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SKIP_BUILD: 'true',
      PORT: String(FAULT_PORTS.app),
      PG_PORT: String(FAULT_PORTS.postgres),
      WS_PROXY_PORT: String(FAULT_PORTS.wsProxy),
      SMTP_PORT: String(FAULT_PORTS.smtp),
      MAIL_WEB_PORT: String(FAULT_PORTS.mailWeb),
      OAUTH_STANDIN_PORT: String(FAULT_PORTS.oauth),
      STRIPE_STANDIN_PORT: String(FAULT_PORTS.stripe),
      VIACEP_STANDIN_PORT: String(FAULT_PORTS.viacep),
      WRANGLER_LOG_LEVEL: process.env.WRANGLER_LOG_LEVEL ?? 'warn',
      MAIL_INBOX_MAX_MESSAGES: '50000',
    },
  });
  const pids: { postgres?: number; bridge?: number } = {};
  const waiters: { pattern: RegExp; done: () => void }[] = [];
  let ready!: () => void;
  const running = new Promise<void>((done) => (ready = done));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('[abastece]')) log(`stack: ${line.slice(11)}`);
    const postgres = line.match(/PostgreSQL (?:ready|is back) \(process (\d+)\)/);
    if (postgres) pids.postgres = Number(postgres[1]);
    const bridge = line.match(/database bridge (?:for the Neon driver |is back )\(process (\d+)\)/);
    if (bridge) pids.bridge = Number(bridge[1]);
    if (line.includes('Abastece · Mercado is running')) ready();
    for (const waiter of [...waiters]) {
      if (!waiter.pattern.test(line)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.done();
    }
  });
  const said = (pattern: RegExp) => new Promise<void>((done) => waiters.push({ pattern, done }));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await Promise.race([
    running,
    exited.then(() => {
      throw new Error('npm start exited before the stack was running');
    }),
  ]);
  return {
    appUrl: `http://127.0.0.1:${FAULT_PORTS.app}`,
    inboxUrl: `http://127.0.0.1:${FAULT_PORTS.mailWeb}`,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${FAULT_PORTS.postgres}/abastece`,
    ports: FAULT_PORTS,
    restartPostgres: async () => {
      const back = said(/PostgreSQL is back/);
      process.kill(pids.postgres!, 'SIGINT');
      await back;
    },
    killBridge: async () => {
      const pid = pids.bridge!;
      process.kill(pid, 'SIGKILL');
      await gone(pid);
    },
    bridgeBack: () => said(/database bridge is back/),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
