// @ts-check
/*
 * `npm run check`: the type checks, lint, unused code, import cycles and formatting. Each tool runs
 * on one core, so they run in two lanes side by side (the type checks in one, the rest in the
 * other): on the two-core CI machine the check takes the longer lane's time, not the sum. Every
 * command runs even when one fails, and each one's output is printed whole under its name.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = (/** @type {string[]} */ ...args) => ['npx', '--no-install', ...args];

const LANES = [
  ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'scripts'].map((project) =>
    npx('tsc', '-p', project),
  ),
  [
    npx('eslint', '--max-warnings', '0', '.'),
    ['node', 'scripts/check-imports.js'],
    npx('knip', '--include', 'exports,types,files,dependencies'),
    npx('prettier', '--check', '.'),
  ],
];

/** Runs one command; answers whether it passed, after printing its output under its name. */
function run(/** @type {string[]} */ command) {
  const [program = '', ...args] = command;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const name = command.filter((part) => part !== 'npx' && part !== '--no-install').join(' ');
      process.stdout.write(
        `${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n${output.trim() ? `${output.trimEnd()}\n` : ''}`,
      );
      resolve(code === 0);
    });
  });
}

const runLane = async (/** @type {string[][]} */ lane) => {
  let passed = true;
  for (const command of lane) passed = (await run(command)) && passed;
  return passed;
};

const results = await Promise.all(LANES.map(runLane));
if (results.includes(false)) {
  console.error('The check failed: see the commands marked ✗ above.');
  process.exit(1);
}
