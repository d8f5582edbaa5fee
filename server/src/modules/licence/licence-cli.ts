/**
 * Licence keys and files for operators and tests (`npm run licence -- <command>` from the root):
 *
 *   keygen --out <dir>        writes <dir>/licence-private.pem (keep it secret, outside the
 *                             repository) and prints the LICENSE_PUBLIC_KEY value for the server
 *   sign --key <private.pem> --licensee <name> --seats <n> --expires <yyyy-MM-dd> [--out <file>]
 *                             writes a signed licence file (default: stdout)
 *   verify --file <licence> [--public-key <value>]
 *                             checks a file against a key (default: LICENSE_PUBLIC_KEY)
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '../../core/env.ts';
import {
  LicenceFileError,
  parsePublicKey,
  rawPublicKeyBase64,
  readLicence,
  signLicence,
} from './licence-file.ts';

const USAGE = `usage:
  npm run licence -- keygen --out <dir>
  npm run licence -- sign --key <private.pem> --licensee <name> --seats <n> --expires <yyyy-MM-dd> [--out <file>]
  npm run licence -- verify --file <licence> [--public-key <value>]`;

function fail(message: string): never {
  console.error(`licence: ${message}`);
  process.exit(2);
}

/** Paths are taken from where `npm run` was typed (npm starts the script in server/). */
function fromCaller(p: string): string {
  // eslint-disable-next-line no-restricted-properties -- set by npm itself, not configuration
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function runLicenceCli(argv: readonly string[]): void {
  const [command, ...rest] = argv;
  const { values: given } = parseArgs({
    args: [...rest],
    options: {
      out: { type: 'string' },
      key: { type: 'string' },
      licensee: { type: 'string' },
      seats: { type: 'string' },
      expires: { type: 'string' },
      file: { type: 'string' },
      'public-key': { type: 'string' },
    },
  });
  const values = {
    ...given,
    out: given.out === undefined ? undefined : fromCaller(given.out),
    key: given.key === undefined ? undefined : fromCaller(given.key),
    file: given.file === undefined ? undefined : fromCaller(given.file),
  };
  switch (command) {
    case 'keygen': {
      if (values.out === undefined) fail(`keygen needs --out <dir>\n${USAGE}`);
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      mkdirSync(values.out, { recursive: true });
      const file = path.join(values.out, 'licence-private.pem');
      writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), {
        mode: 0o600,
        flag: 'wx',
      });
      console.log(`private key: ${file} (keep it secret; never commit it)`);
      console.log(`LICENSE_PUBLIC_KEY=${rawPublicKeyBase64(publicKey)}`);
      return;
    }
    case 'sign': {
      const { key, licensee, seats, expires } = values;
      if (
        key === undefined ||
        licensee === undefined ||
        seats === undefined ||
        expires === undefined
      ) {
        fail(`sign needs --key, --licensee, --seats and --expires\n${USAGE}`);
      }
      const n = Number(seats);
      if (!Number.isInteger(n) || n < 1) fail('--seats must be a whole number of at least 1');
      const end = /^\d{4}-\d{2}-\d{2}$/.test(expires)
        ? new Date(`${expires}T23:59:59.999Z`)
        : new Date(expires);
      if (Number.isNaN(end.getTime())) fail('--expires must be a date (yyyy-MM-dd) or an ISO time');
      const text = signLicence(
        { licensee, seats: n, expireTime: end.toISOString() },
        readFileSync(key, 'utf8'),
      );
      if (values.out === undefined) process.stdout.write(text);
      else {
        writeFileSync(values.out, text);
        console.log(`licence written to ${values.out}`);
      }
      return;
    }
    case 'verify': {
      const keyText = values['public-key'] ?? env.LICENSE_PUBLIC_KEY;
      if (values.file === undefined || keyText === undefined) {
        fail(`verify needs --file and --public-key (or LICENSE_PUBLIC_KEY)\n${USAGE}`);
      }
      try {
        const terms = readLicence(readFileSync(values.file, 'utf8'), parsePublicKey(keyText));
        console.log(JSON.stringify(terms, null, 2));
      } catch (e) {
        fail(e instanceof LicenceFileError ? `refused (${e.reason})` : String(e));
      }
      return;
    }
    default:
      fail(USAGE);
  }
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runLicenceCli(process.argv.slice(2));
}
