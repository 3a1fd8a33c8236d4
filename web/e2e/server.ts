// A real `stratego serve` for a test file: its own SQLite database in a scratch folder and a
// port the system picks; it can be killed hard and started again on the same port and
// database, as a crash and a restart would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BINARY = process.env.STRATEGO_BIN ?? resolve(here, '../../build/stratego');
const WEB = resolve(here, '../dist');

export class TestServer {
  private process: ChildProcess | null = null;
  private readonly folder = mkdtempSync(join(tmpdir(), 'stratego-e2e-'));
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['serve', '--host', '127.0.0.1', '--port', String(this.port), '--db', `sqlite:${join(this.folder, 'games.db')}`, '--web', WEB];
    const child = spawn(BINARY, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    this.process = child;
    this.port = await new Promise<number>((done, fail) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
        if (match) done(Number(match[1]));
      });
      child.on('exit', (code) => fail(new Error(`${BINARY} serve exited with ${code} before listening: ${out}`)));
    });
  }

  // As a crash would: no chance to finish anything.
  kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.on('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
