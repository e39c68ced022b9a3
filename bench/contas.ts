/**
 * Contas só do benchmark, criadas pela própria API (`POST /api/auth/cadastro`) no banco temporário.
 * O login é medido com logins corretos repartidos entre elas: o atraso por conta (várias tentativas
 * simultâneas na mesma conta) responderia 429 e a medida seria de recusas, não de logins.
 */
import { cpfValido } from '../src/shared/rules/cpf.ts';

export interface ContaBench {
  identificador: string;
  senha: string;
}

const SENHA = 'Bench@2026';

/** CPF válido e determinístico a partir de `n` (os dois dígitos verificadores são procurados). */
export function cpfDe(n: number): string {
  const base = String(700_000_000 + n).slice(0, 9);
  for (let dv = 0; dv < 100; dv++) {
    const cpf = base + String(dv).padStart(2, '0');
    if (cpfValido(cpf)) return cpf;
  }
  throw new Error(`sem CPF válido para ${base}`);
}

/** Cria `quantas` contas (poucas de cada vez: cada cadastro custa um scrypt) e devolve as credenciais. */
export async function criarContasDeBench(url: string, quantas: number, emParalelo = 4): Promise<ContaBench[]> {
  const contas: ContaBench[] = [];
  for (let inicio = 0; inicio < quantas; inicio += emParalelo) {
    const lote = Array.from({ length: Math.min(emParalelo, quantas - inicio) }, (_, k) => inicio + k + 1);
    contas.push(
      ...(await Promise.all(
        lote.map(async (i) => {
          const email = `bench${i}@escola.bench`;
          const corpo = { nome: `Pessoa Bench ${i}`, cpf: cpfDe(i), email, celular: '13991234567', data_nascimento: '1990-01-01', senha: SENHA };
          const r = await fetch(`${url}/api/auth/cadastro`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
          if (r.status !== 201) throw new Error(`POST /api/auth/cadastro (conta de bench ${i}) respondeu ${r.status}: ${(await r.text()).slice(0, 300)}`);
          await r.arrayBuffer();
          return { identificador: email, senha: SENHA };
        }),
      )),
    );
  }
  return contas;
}
