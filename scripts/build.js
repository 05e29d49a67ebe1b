// @ts-check
/*
 * `npm run build` (and the first step of `npm start`): builds the web app (Vite) and the server
 * (esbuild: plain JavaScript for `node`, the domain package bundled in), each only when its
 * sources changed since its last build. Each build records a hash of its inputs in its output
 * folder; a start with nothing changed reads the sources, compares and starts at once.
 *
 * Plain JavaScript so that it runs with `node` before anything is compiled.
 *
 * `node scripts/build.js [web] [server]` (both when neither is named); `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (/** @type {string} */ path) => join(root, path);

/** The file in an output folder that holds the hash of the inputs it was built from. */
export const STAMP = '.build-inputs';

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} label what the log calls it
 * @property {string} out the output folder
 * @property {string} main a file every build writes (its absence means "not built")
 * @property {string[]} inputs files and folders whose content decides the build
 * @property {() => Promise<void>} build
 */

/** @type {Target[]} */
export const TARGETS = [
  {
    name: 'web',
    label: 'web app',
    out: at('apps/web/dist'),
    main: at('apps/web/dist/index.html'),
    inputs: ['apps/web', 'packages/domain', 'package-lock.json', 'scripts/build.js'],
    build: async () => {
      const result = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build'], {
        cwd: at('apps/web'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the web app did not build');
    },
  },
  {
    name: 'server',
    label: 'server',
    out: at('apps/server/dist'),
    main: at('apps/server/dist/main.js'),
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/domain',
      'package-lock.json',
      'scripts/build.js',
    ],
    build: buildServer,
  },
];

/** The files under an input (a file or a folder), in a stable order; tests and build output are not inputs. */
function inputFiles(/** @type {string} */ path) {
  const full = at(path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

/** A hash of the inputs' names and contents, and of the VITE_ variables a web build reads. */
export function inputsHash(/** @type {Target} */ target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(inputFiles)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(at(file)));
  }
  if (target.name === 'web') {
    const vite = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
    hash.update(JSON.stringify(vite.sort()));
  }
  return hash.digest('hex');
}

/** Whether the target's output was built from the inputs as they are now. */
export function isCurrent(/** @type {Target} */ target, hash = inputsHash(target)) {
  const stamp = join(target.out, STAMP);
  return existsSync(target.main) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

/**
 * The server as three bundles, one per command (start, backup, restore). Packages in
 * node_modules stay imports; the domain package is TypeScript, so it is bundled in. The
 * migrations go beside the bundles, where the database client looks for them.
 */
async function buildServer() {
  const { build } = await import('esbuild');
  const out = at('apps/server/dist');
  const result = await build({
    entryPoints: ['main', 'backup', 'restore'].map((name) => at(`apps/server/src/${name}.ts`)),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@schooldog/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  mkdirSync(out, { recursive: true });
  // Each file replaced in one step, so a server starting meanwhile never reads half a file.
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.tmp`, file.contents);
    renameSync(`${file.path}.tmp`, file.path);
  }
  const migrations = join(out, 'migrations');
  rmSync(migrations, { recursive: true, force: true });
  cpSync(at('apps/server/src/db/migrations'), migrations, { recursive: true });
}

/** Builds each target whose output is missing or stale; returns what it did per target. */
export async function buildIfStale(/** @type {Target[]} */ targets, force = false) {
  /** @type {Record<string, 'current' | 'built'>} */
  const done = {};
  for (const target of targets) {
    const hash = inputsHash(target);
    if (!force && isCurrent(target, hash)) {
      done[target.name] = 'current';
      continue;
    }
    const started = performance.now();
    await target.build();
    mkdirSync(target.out, { recursive: true });
    writeFileSync(join(target.out, STAMP), hash);
    console.log(`Built the ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    done[target.name] = 'built';
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = TARGETS.filter((target) => args.includes(target.name));
  try {
    const done = await buildIfStale(named.length > 0 ? named : TARGETS, args.includes('--force'));
    const current = TARGETS.filter((target) => done[target.name] === 'current').map((target) => target.label);
    if (current.length > 0) console.log(`The ${current.join(' and ')}: already built from these sources`);
  } catch (error) {
    console.error(`Build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
