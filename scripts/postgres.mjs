// Makes sure a PostgreSQL database is there for the feedback store's tests, so the same suite runs
// against SQLite and PostgreSQL everywhere (CI included) and nothing is skipped.
// With TEST_DATABASE_URL set, that database is used and this script does nothing. Otherwise it
// installs Debian's postgresql if missing (needs root, as in CI), starts the cluster, and creates
// the role and the `feedback_test` database, reached over the Unix socket with peer auth.
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';

// The user is named: without one, node-postgres falls back to $USER, which may be unset.
export const LOCAL_TEST_DATABASE_URL = `postgresql://${encodeURIComponent(os.userInfo().username)}@/feedback_test?host=/var/run/postgresql`;

const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  });
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const asPostgres = (sql, database = 'postgres') =>
  run('su', ['postgres', '-c', `psql -d ${database} -tAc "${sql}"`]).trim();

export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!has('pg_ctlcluster')) {
    console.log('PostgreSQL: installing Debian package postgresql…');
    run('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    run('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit' });
  }
  const clusters = run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
  if (clusters.length === 0)
    throw new Error('PostgreSQL is installed but has no cluster (pg_lsclusters).');
  const [version, name, , status] = clusters[0];
  if (status !== 'online') run('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });

  const user = os.userInfo().username;
  if (asPostgres(`select 1 from pg_roles where rolname = '${user}'`) !== '1') {
    asPostgres(`create role \\"${user}\\" superuser login`);
  }
  if (asPostgres("select 1 from pg_database where datname = 'feedback_test'") !== '1') {
    run('su', ['postgres', '-c', `createdb -O "${user}" feedback_test`]);
  }
  return LOCAL_TEST_DATABASE_URL;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = ensurePostgres();
  console.log(`PostgreSQL: ready at ${url}`);
}
