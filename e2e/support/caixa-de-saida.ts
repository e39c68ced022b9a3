/**
 * Caixa de saída de e-mails lida pela API, como administrador (GET /api/admin/emails): o servidor
 * das jornadas não tem SMTP, então os e-mails ficam lá (fixture `caixa`).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { CONTAS, SENHA_DEMO } from './dados.ts';

export interface EmailSaida {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  criado_em: string;
}

/** Login pela API (sem navegador): devolve o token de acesso. */
export async function tokenPelaApi(request: APIRequestContext, email: string, senha = SENHA_DEMO): Promise<string> {
  const r = await request.post('/api/auth/login', { data: { identificador: email, senha } });
  expect(r.ok(), `POST /api/auth/login (${email}) respondeu ${r.status()}: ${(await r.text()).slice(0, 200)}`).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

export class CaixaDeSaida {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async listar(): Promise<EmailSaida[]> {
    this.token ??= await tokenPelaApi(this.request, CONTAS.admin.email);
    const r = await this.request.get('/api/admin/emails?por_pagina=50', { headers: { authorization: `Bearer ${this.token}` } });
    expect(r.ok(), `GET /api/admin/emails respondeu ${r.status()}`).toBe(true);
    return ((await r.json()) as { itens: EmailSaida[] }).itens;
  }

  /** Maior id da caixa agora (para achar só os e-mails que vierem depois). */
  async ultimoId(): Promise<number> {
    return Math.max(0, ...(await this.listar()).map((e) => e.id));
  }

  /**
   * O e-mail mais novo para `para`, esperando até ele chegar (o envio pode ser em segundo plano).
   * `depoisDe` ignora ids antigos.
   */
  async lerEmail(para: string, opcoes: { depoisDe?: number; timeout?: number } = {}): Promise<EmailSaida> {
    let achado: EmailSaida | undefined;
    await expect
      .poll(
        async () => {
          const itens = await this.listar();
          achado = itens.filter((e) => e.para.toLowerCase() === para.toLowerCase() && e.id > (opcoes.depoisDe ?? 0)).sort((a, b) => b.id - a.id)[0];
          return achado?.id ?? null;
        },
        { message: `nenhum e-mail novo para ${para} na caixa de saída`, timeout: opcoes.timeout ?? 15_000 },
      )
      .not.toBeNull();
    return achado!;
  }
}

/** O caminho /redefinir-senha/<token> dentro do texto do e-mail. */
export function linkDeRedefinicao(texto: string): string {
  const m = /\/redefinir-senha\/([A-Za-z0-9_~.%-]+)/.exec(texto);
  expect(m, 'o e-mail não traz um link /redefinir-senha/<token>').not.toBeNull();
  return `/redefinir-senha/${m![1]}`;
}
