import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/server.js';

/**
 * A checkout of `commit` beside this one, installed and built, to measure in the same run as the
 * working tree (`npm run bench:web -- --baseline <commit>`): a git worktree in the system's
 * temporary folder, kept for the next run.
 */
export function prepareBaseline(commit: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = join(tmpdir(), `schooldog-baseline-${sha.slice(0, 12)}`);
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  if (!existsSync(root)) git('worktree', 'add', '--detach', root, sha);
  if (!existsSync(join(root, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund']);
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) run('npm', ['run', 'build', '-w', 'apps/web']);
  return root;
}
