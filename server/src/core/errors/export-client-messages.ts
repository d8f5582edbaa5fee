/**
 * Writes the error catalogue for the client (react-intl):
 *   client/src/i18n/errors.zh.json, errors.en.json  { "error.SYMBOLIC_NAME": ICU message }
 *   client/src/i18n/error-codes.json                { "<legacy code>": "SYMBOLIC_NAME" }
 * Run: npx tsx server/src/core/errors/export-client-messages.ts (from the repository root).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { byCode, catalogue, errorNames } from './catalogue.ts';

export const defaultOutDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../client/src/i18n',
);

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Escape literal text for ICU MessageFormat (apostrophes doubled; syntax characters quoted). */
function escapeIcuLiteral(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<>]/g, (ch) => `'${ch}'`);
}

/**
 * Convert a catalogue template to an ICU message: `{name}` placeholders are kept as ICU simple
 * arguments; everything else is escaped so it renders literally.
 */
export function toIcuMessage(template: string): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += escapeIcuLiteral(template.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeIcuLiteral(template.slice(last));
}

/** `{ "error.NAME": message }` for one language, sorted by key. */
export function buildClientMessages(lang: 'zh' | 'en'): Record<string, string> {
  const entries = errorNames.map((name): [string, string] => [
    `error.${name}`,
    toIcuMessage(catalogue[name][lang]),
  ]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** `{ "<legacy code>": "NAME" }`, ascending by code. */
export function buildErrorCodes(): Record<string, string> {
  const rows = [...byCode].sort(([a], [b]) => a - b);
  return Object.fromEntries(rows.map(([code, name]) => [String(code), name]));
}

function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The files this script writes, by file name, with their exact contents. */
export function buildClientFiles(): Record<string, string> {
  return {
    'errors.zh.json': toJson(buildClientMessages('zh')),
    'errors.en.json': toJson(buildClientMessages('en')),
    'error-codes.json': toJson(buildErrorCodes()),
  };
}

export async function writeClientFiles(outDir: string = defaultOutDir): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const [file, contents] of Object.entries(buildClientFiles())) {
    const target = path.join(outDir, file);
    await writeFile(target, contents, 'utf8');
    written.push(target);
  }
  return written;
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  const written = await writeClientFiles();
  for (const file of written) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
