import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A real server (`node --import tsx src/main.ts`, or the build) in a child process, as a district runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>: where to send requests, and the Origin the app accepts. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server with `env` (on top of PATH and LOG_LEVEL=warn) and resolves when it prints
 * that it is running; rejects when it exits first or is not up within `timeoutMs`. `nodeArgs` go
 * to node itself (`--cpu-prof`); `main` is what it runs (the build: `['dist/main.js']`).
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
  main = ['--import', 'tsx', 'src/main.ts'],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...main], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /SchoolDog is running at \S+?:(\d+)\b/.exec(output);
      if (!running) return;
      clearTimeout(timer);
      resolve({ child, url: `http://127.0.0.1:${running[1]}`, output: () => output, exited, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? child.signalCode}) before it ran:\n${output}`));
    });
  });
}

/** Runs one of the server's scripts (`src/backup.ts`, `src/restore.ts`) as npm would; answers its exit code and output. */
export function runServerScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
