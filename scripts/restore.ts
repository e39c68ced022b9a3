/** `npm run restore -- <arquivo> [--substituir]`: restaura uma cópia de `npm run backup` (src/server/lib/copia-de-seguranca). */
import { executarRestore } from '../src/server/lib/copia-de-seguranca/cli.ts';

process.exitCode = await executarRestore(process.argv.slice(2));
