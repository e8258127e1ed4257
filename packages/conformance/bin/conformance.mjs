#!/usr/bin/env node
// `tankeruleti-conformance --spec openapi.json --target <base URL> [options]`; `--help` lists the options.
import { main } from '../lib/cli.mjs';

process.exit(await main(process.argv.slice(2)));
