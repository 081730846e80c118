/** A Redis server of a test's own (Debian's redis-server), on a free port, keeping nothing on disk. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './pg-cluster.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(
      `This test starts its own Redis server, but ${REDIS_SERVER} is missing. ` +
        'Install it (Debian: apt-get install -y redis-server) and run again.',
    );
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
