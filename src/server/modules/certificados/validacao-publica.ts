/** Validação pública de um certificado pelo código (registrada com a rede do IP resumida). */
import { createHash } from 'node:crypto';
import type { Validacao } from '#shared/contracts/certificados.ts';
import { fraseDoCertificado, normalizarCodigo } from '#shared/rules/certificado.ts';
import type { Ctx } from '../../lib/context.ts';
import { iso, numeroDe } from './certificados.service.ts';
import * as repo from './certificados.repository.ts';

const MENSAGEM_DA_SITUACAO: Record<Validacao['situacao'], string> = {
  valido: 'Certificado válido.',
  cancelado: 'Este certificado foi cancelado e não tem mais validade.',
  substituido: 'Este certificado foi substituído por uma nova emissão e não tem mais validade.',
  nao_encontrado: 'Nenhum certificado com este código. Confira o código impresso no rodapé do certificado.',
};

/**
 * O IP no registro das consultas: só a rede (IPv4 /24, IPv6 /48) e resumida por SHA-256 — dá para ver
 * abuso vindo de uma rede, não para saber quem consultou (LGPD).
 */
export function resumoDoIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  const rede = v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : `${ip.split(':').slice(0, 3).join(':')}::/48`;
  return createHash('sha256').update(rede).digest('hex');
}

/** Valida pelo código (registra a consulta com a rede do IP resumida por hash). */
export async function validar(ctx: Ctx, codigoDigitado: string, ip: string): Promise<Validacao> {
  const codigo = normalizarCodigo(codigoDigitado);
  const c = codigo ? await repo.certificadoPorCodigo(ctx.db, codigo) : null;
  const situacao: Validacao['situacao'] = !c ? 'nao_encontrado' : c.status === 'emitido' ? 'valido' : c.status;
  await repo.registrarValidacao(ctx.db, {
    // o que foi digitado só entra sem controles (o banco não guarda NUL) e curto
    codigo: (codigo ?? [...codigoDigitado].filter((ch) => ch >= ' ' && ch !== '\u007f').join('')).slice(0, 64), certificadoId: c?.id ?? null, resultado: situacao,
    ipHash: resumoDoIp(ip), criadoEm: ctx.now(),
  });
  if (!c) return { situacao, mensagem: codigo ? MENSAGEM_DA_SITUACAO.nao_encontrado : 'Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.', certificado: null };
  return {
    situacao,
    mensagem: MENSAGEM_DA_SITUACAO[situacao],
    certificado: {
      numero: numeroDe(c), codigo: c.codigo, tipo: c.tipo, origem: c.origem, nome: c.nome, identificador: c.cpfMascarado, curso: c.curso,
      turma: c.turmaNome, data_inicio: c.dataInicio, data_fim: c.dataFim, carga_horaria: c.cargaHoraria,
      frase: fraseDoCertificado({ tipo: c.tipo, curso: c.curso, turma: c.turmaNome, dataInicio: c.dataInicio, dataFim: c.dataFim, cargaHoraria: c.cargaHoraria }),
      emitido_em: iso(c.emitidoEm)!, cancelado_em: iso(c.canceladoEm), hash_sha256: c.hashSha256,
    },
  };
}
