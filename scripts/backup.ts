/** `npm run backup -- [--saida <arquivo>]`: cópia de segurança do banco e dos arquivos (src/server/lib/copia-de-seguranca). */
import { executarBackup } from '../src/server/lib/copia-de-seguranca/cli.ts';

process.exitCode = await executarBackup(process.argv.slice(2));
