/** The load benchmark's knobs, from the environment (see README, Benchmark). */
export const SETTINGS = {
  /** How long the walkers walk, in seconds. */
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
  walkers: Number(process.env.LOAD_WALKERS ?? 200),
  /** Mean pause between a walker's actions (uniform from 0 to twice this), in ms. */
  thinkMs: Number(process.env.LOAD_THINK_MS ?? 250),
  /** Walkers start spread over this many seconds, as a school's staff do not all sign in at once. */
  rampSeconds: Number(process.env.LOAD_RAMP_SECONDS ?? 10),
  /** Walks in review made due before the run, for the two instances' sweepers to complete. */
  dueWalks: Number(process.env.LOAD_DUE_WALKS ?? 24),
  /** The PostgreSQL server to create the database `schooldog_load` on. */
  adminUrl:
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test',
  databaseName: 'schooldog_load',
  signInRateLimit: 10,
  /** A folder to write both servers' CPU profiles to (node --cpu-prof), when set. */
  profileDir: process.env.LOAD_PROFILE,
  password: 'load-walker-password',
};
