// @ts-check
import { parseArgs } from 'node:util';

/**
 * The script's options by util.parseArgs (strict: an unknown option or a missing value is a mistake); a mistake
 * ends the script with exit code 2 after the message and the usage line.
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {T} options @param {string} usage @param {string[]} [argv]
 */
export function scriptOptions(options, usage, argv = process.argv.slice(2)) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** The names of a comma-separated list (`--only a,b`), blanks left out. @param {string | undefined} value */
export const commaList = (value) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
