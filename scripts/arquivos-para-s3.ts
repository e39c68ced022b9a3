/**
 * `npm run arquivos:s3 [-- --de <diretório>] [--remover-locais]`: copia os arquivos do diretório local
 * (padrão DATA_DIR/files) para o bucket de `S3_BUCKET`, sob as mesmas chaves; pula os que já estão lá com
 * o mesmo tamanho, então pode rodar de novo depois de uma falha. Com `--remover-locais`, apaga cada cópia
 * local depois de conferida no bucket. A lógica fica em src/server/lib/migrar-arquivos.ts.
 * Saída: 0 tudo certo; 1 algum arquivo falhou ou o bucket não responde; 64 argumentos; 78 configuração.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, carregarConfig, type Config } from '../src/server/config.ts';
import { migrarArquivos } from '../src/server/lib/migrar-arquivos.ts';
import { criarStorageS3 } from '../src/server/lib/storage-s3.ts';

const USO = 'Uso: npm run arquivos:s3 -- [--de <diretório>] [--remover-locais]';

function sair(mensagem: string, codigo: number): never {
  process.stderr.write(`${mensagem}\n`);
  process.exit(codigo);
}

/** As opções da linha de comando, com as recusas do `parseArgs` traduzidas. */
function lerArgumentos() {
  try {
    return parseArgs({
      options: { de: { type: 'string' }, 'remover-locais': { type: 'boolean', default: false }, ajuda: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }).values;
  } catch (err) {
    const { code, message } = err as { code?: string; message?: string };
    const arg = /'([^']+)'/.exec(message ?? '')?.[1] ?? '';
    const motivo =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `opção desconhecida ${arg}`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? '--de precisa do caminho de um diretório'
          : code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
            ? `argumento solto ${arg} (use --de <diretório>)`
            : (message ?? String(err));
    return sair(`Argumento inválido: ${motivo}.\n${USO}`, 64);
  }
}

async function main(): Promise<void> {
  const args = lerArgumentos();
  if (args.ajuda) {
    process.stdout.write(`${USO}\nCopia DATA_DIR/files (ou --de) para o bucket de S3_BUCKET; veja o README.\n`);
    return;
  }
  let config: Config;
  try {
    config = carregarConfig();
  } catch (err) {
    if (err instanceof ConfigError) sair(err.message, 78);
    throw err;
  }
  const s3 = config.storage.s3;
  if (!s3) sair('Defina S3_BUCKET (e, se preciso, S3_ENDPOINT e as credenciais) com o bucket de destino.', 78);
  if (args.de === '') sair(`Argumento inválido: --de precisa do caminho de um diretório.\n${USO}`, 64);
  const diretorio = path.resolve(args.de ?? path.join(config.dataDir, 'files'));
  const removerLocais = args['remover-locais'];

  const destino = criarStorageS3(s3);
  try {
    await destino.conferirAcesso().catch((err: unknown) => sair(err instanceof Error ? err.message : String(err), 1));
    process.stdout.write(`Copiando ${diretorio} para o bucket "${s3.bucket}"${removerLocais ? ', apagando as cópias locais conferidas' : ''}…\n`);
    const r = await migrarArquivos({
      diretorio,
      destino,
      removerLocais,
      aoFalhar: (chave, mensagem) => process.stderr.write(`  erro em ${chave}: ${mensagem}\n`),
    }).catch((err: unknown) => sair(err instanceof Error ? err.message : String(err), 1));

    const linhas = [`copiados: ${r.copiados}  •  pulados (já no bucket): ${r.pulados}  •  erros: ${r.erros.length}`];
    if (removerLocais) linhas.push(`cópias locais apagadas: ${r.removidosLocais}`);
    if (r.ignorados.length > 0) {
      const amostra = r.ignorados.slice(0, 10).join(', ') + (r.ignorados.length > 10 ? ', …' : '');
      linhas.push(`fora do formato de chave, deixados no diretório: ${r.ignorados.length} (${amostra})`);
    }
    process.stdout.write(`${linhas.join('\n')}\n`);
    if (r.erros.length > 0) process.exitCode = 1;
  } finally {
    destino.fechar();
  }
}

main().catch((err: unknown) => sair(`Falha: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`, 1));
