import { execFileSync, spawnSync } from 'node:child_process';

/** The system user PostgreSQL runs as; it refuses to run as root. */
export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const NAME = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, NAME], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** undefined when this process is not root (PostgreSQL then runs as the current user). */
export function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    // A system account without a home or login shell: it only owns the data directory.
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', NAME], {
      stdio: 'ignore',
    });
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) throw new Error(`could not create the "${NAME}" system user`);
  return { uid, gid, name: NAME };
}

/** Whether `user` can enter `dir` (every folder above it must let them through). */
export function canEnter(user: RunAs, dir: string): boolean {
  return (
    spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' })
      .status === 0
  );
}

/** Whether `user` can run `binary` where it is. */
export function canRun(user: RunAs, binary: string): boolean {
  return spawnSync(binary, ['--version'], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}
