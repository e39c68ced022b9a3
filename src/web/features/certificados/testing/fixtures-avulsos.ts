/**
 * Dados e servidor de teste dos certificados avulsos. As respostas passam pelo `.parse` dos esquemas do
 * contrato (`respostaDoContrato`), então precisam ser válidas.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { AssinanteDisponivelSchema, type AssinanteDisponivel } from '#shared/contracts/assinaturas.ts';
import { AvulsoSchema, NovoAvulsoSchema, type Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { respostaDoContrato, type servidorMsw } from '#web/testing/msw.ts';

export function avulsoDeTeste(id: number, o: Partial<Avulso> = {}): Avulso {
  return {
    id,
    nome: `Pessoa ${id}`,
    cpf: null,
    email: `pessoa${id}@teste.gov.br`,
    curso: 'Curso de Vacinação',
    carga_horaria: 8,
    data_inicio: '2026-03-01',
    data_fim: '2026-03-05',
    enviado: false,
    enviado_em: null,
    numero: `EMSP-SMS-AV-2026-${String(id).padStart(6, '0')}`,
    codigo: 'ABCD-EFGH-JKMN',
    url_validacao: `https://escola.teste/validar?codigo=ABCD-EFGH-JKMN-${id}`,
    criado_em: '2026-03-06T12:00:00.000Z',
    ...o,
  };
}

/** Três registros, do mais novo ao mais antigo: Beatriz (enviado), Caio e Ana (não enviados). */
export function avulsosDeTeste(): Avulso[] {
  return [
    avulsoDeTeste(3, { nome: 'Beatriz Nunes', email: 'beatriz@teste.gov.br', curso: 'Oficina de Primeiros Socorros', carga_horaria: 4, data_inicio: '2026-04-10', data_fim: '2026-04-10', enviado: true, enviado_em: '2026-04-11T13:30:00.000Z' }),
    avulsoDeTeste(2, { nome: 'Caio Prado', email: 'caio@saude.santos.sp.gov.br', curso: 'Seminário de Vigilância em Saúde', carga_horaria: 1200, data_inicio: '2026-02-01T00:00:00.000Z', data_fim: '2026-02-03' }),
    avulsoDeTeste(1, { nome: 'Ana Souza', email: 'ana@teste.gov.br', curso: 'Curso de Vacinação', data_inicio: null, data_fim: null }),
  ];
}

export const ASSINANTES: AssinanteDisponivel[] = [
  { id: 7, nome: 'Igor Instrutor Lima', funcao: 'Coordenador pedagógico', tem_assinatura: true },
  { id: 9, nome: 'Marta Diretora', funcao: null, tem_assinatura: true },
];

export const LISTA = '/api/certificados-avulsos';
export const LISTA_ASSINANTES = '/api/assinatura/lista';

/** Estado do servidor falso: a lista, os pedidos recebidos e as consultas das ações. */
export interface ServidorFalso {
  lista: Avulso[];
  criados: unknown[];
  pedidos: { acao: 'pdf' | 'enviar'; id: number; query: string }[];
}

/** Handlers do caminho feliz: lista, quem assina, cadastro (devolve o registro), envio e PDF. */
export function ligarServidorFalso(servidor: typeof servidorMsw, inicial: Avulso[] = avulsosDeTeste()): ServidorFalso {
  const estado: ServidorFalso = { lista: structuredClone(inicial), criados: [], pedidos: [] };
  servidor.use(
    http.get(LISTA, () => respostaDoContrato(z.array(AvulsoSchema), estado.lista)),
    http.get(LISTA_ASSINANTES, () => respostaDoContrato(z.array(AssinanteDisponivelSchema), ASSINANTES)),
    http.post(LISTA, async ({ request }) => {
      const corpo = await request.json();
      estado.criados.push(corpo);
      const dados = NovoAvulsoSchema.parse(corpo);
      const novo = avulsoDeTeste(100 + estado.criados.length, { ...dados });
      estado.lista = [novo, ...estado.lista];
      return respostaDoContrato(AvulsoSchema, novo, { status: 201 });
    }),
    http.post(`${LISTA}/:id/enviar`, ({ request, params }) => {
      estado.pedidos.push({ acao: 'enviar', id: Number(params.id), query: new URL(request.url).searchParams.toString() });
      return HttpResponse.json({ mensagem: 'E-mail enviado!', enviado_em: '2026-05-02T14:00:00.000Z' });
    }),
    http.get(`${LISTA}/:id/pdf`, ({ request, params }) => {
      estado.pedidos.push({ acao: 'pdf', id: Number(params.id), query: new URL(request.url).searchParams.toString() });
      return new HttpResponse(new TextEncoder().encode('%PDF-1.7 teste'), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="certificado-avulso-${String(params.id)}.pdf"` },
      });
    }),
  );
  return estado;
}

/** Promessa resolvida por fora (para segurar uma resposta e ver o estado de espera). */
export function adiada<T = void>() {
  let resolver!: (v: T) => void;
  const promessa = new Promise<T>((r) => {
    resolver = r;
  });
  return { promessa, resolver };
}
