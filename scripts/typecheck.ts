// `npm run typecheck`: one `tsc` over the project, and one more per demo that augments a module.
// A demo that teaches module augmentation (`declare module '@mui/material/styles' { … }`) changes
// the library's types for every file of the program it is in; checked with the rest, its custom
// palette colour or variant would leak into every other demo. So those demos get a program each.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { augmentsModules as augments, listDemoFiles } from '../src/demos/files';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const dir = path.join(root, 'node_modules', '.cache', 'typecheck');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

// Their pages' registries are JavaScript (generated/demo-pages/*.js, by scripts/generate-demos.ts), which the project's
// program sees only through its declaration file.
const augmenting = listDemoFiles(path.join(root, 'content'))
  .map((demo) => demo.file)
  .filter((file) => augments(fs.readFileSync(file, 'utf8')));

function check(name: string, config: object) {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ extends: path.join(root, 'tsconfig.json'), ...config }, null, 2),
  );
  execFileSync(tsc, ['--noEmit', '--incremental', 'false', '-p', file], {
    cwd: root,
    stdio: 'inherit',
  });
}

let failed = false;
const run = (name: string, config: object) => {
  try {
    check(name, config);
  } catch {
    failed = true;
  }
};

run('project', { exclude: ['node_modules', '.next', ...augmenting] });
for (const file of augmenting) {
  run(path.basename(file, '.tsx'), {
    include: [path.join(root, 'next-env.d.ts'), file],
    exclude: [],
  });
}
console.log(
  `Type check: the project, and ${augmenting.length} module-augmenting demos on their own${failed ? ': FAILED' : '.'}`,
);
process.exit(failed ? 1 : 0);
