// `npm run build` (and `prepare`, which npm runs on `npm ci` / `npm install` in the repository and on
// `npm pack`): compiles src/ to dist/ (JavaScript and .d.ts) with tsc. Plain JavaScript, so that any
// Node.js can run it (20 included). With `--optional` a missing TypeScript (an install with
// --omit=dev) skips the build with a note instead of failing the install.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const optional = process.argv.includes('--optional');

let tsc;
try {
  tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  const message = '@dockside/client: TypeScript is not installed, so dist/ was not built';
  if (!optional) {
    process.stderr.write(`${message}; run npm install first\n`);
    process.exit(1);
  }
  process.stderr.write(`${message} (an install without dev dependencies); importing @dockside/client needs it built\n`);
  process.exit(0);
}

// A clean build: nothing of a renamed or removed source stays behind in dist/.
rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { stdio: 'inherit' });
process.exit(result.status ?? 1);
