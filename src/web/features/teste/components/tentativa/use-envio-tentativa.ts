/**
 * O envio da tentativa, manual ou automático no fim do tempo. O servidor aceita o envio até o prazo +
 * SEGUNDOS_DE_TOLERANCIA; depois disso a tentativa fecha com nota 0 e as respostas não contam. Por isso,
 * quando o tempo acaba, uma falha passageira (rede, 5xx) é repetida sozinha depressa (depois de 1 s e de
 * 3 s) enquanto a nova tentativa ainda cabe na tolerância; se ainda assim falhar, as respostas ficam no
 * aparelho e a tela oferece "Enviar agora". Um envio por vez: o servidor devolveria o mesmo resultado
 * a um repetido, mas não há por que mandar dois.
 */
import { useEffect, useRef, useState } from 'react';
import type { ResultadoTentativa, Tentativa } from '#shared/contracts/testes.ts';
import { SEGUNDOS_DE_TOLERANCIA } from '#shared/rules/teste.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useEnviarTentativa, type CorpoEnvio } from '../../api/enviar-tentativa.ts';
import { limparRespostasLocais, msAtePrazo } from './regras-tentativa.ts';
import { useContagem } from './use-contagem.ts';

/** Espera antes de cada nova tentativa automática depois do fim do tempo. */
export const ESPERAS_REENVIO_MS = [1_000, 3_000] as const;
/** Uma nova tentativa só sai se começar ao menos isto antes do fim da tolerância (tempo para a resposta). */
const FOLGA_DA_RESPOSTA_MS = 2_000;

/** Falha passageira, que vale repetir: sem resposta (rede, tempo), erro do servidor, 408 e 429. */
export function ehPassageira(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status >= 500 || err.status === 408 || err.status === 429;
}

/** O servidor diz que a tentativa não está mais aberta para esta pessoa (não encontrada, recusada, encerrada). */
export const ehRecusa = (err: unknown) => err instanceof ApiError && [403, 404, 409, 410].includes(err.status);

/** A mensagem da falha para a pessoa, conforme o caso. */
function mensagemDaFalha(err: unknown, fimDoTempo: boolean): string {
  const texto = err instanceof Error && err.message ? err.message : 'Não foi possível enviar as respostas.';
  if (ehRecusa(err)) return `${texto} Volte à lista de testes para ver a situação desta tentativa.`;
  if (fimDoTempo) return `O tempo acabou e não foi possível enviar suas respostas (${texto.replace(/\.$/, '')}). Elas continuam guardadas neste aparelho: toque em "Enviar agora".`;
  return `${texto} Suas respostas continuam guardadas neste aparelho: tente enviar de novo.`;
}

interface Opcoes {
  tentativa: Tentativa;
  /** Chave das respostas no aparelho (apagada com o resultado ou com a recusa do servidor). */
  chave: string | null;
  /** O corpo do envio, montado na hora com as respostas do formulário. */
  corpo: () => CorpoEnvio;
  aoResultado: (r: ResultadoTentativa) => void;
  /** Erros por questão (400 do contrato), para o formulário marcar os campos. */
  aoErroDosCampos: (err: unknown) => void;
}

export interface EnvioTentativa {
  /** Tempo restante para mostrar (ms); sem limite de tempo: nulo. */
  restante: number | null;
  /** O tempo acabou (o envio automático já foi pedido). */
  fimDoTempo: boolean;
  /** Há um envio em curso ou uma nova tentativa automática à espera. */
  enviando: boolean;
  erro: string | null;
  /** O servidor recusou o envio (tentativa encerrada ou de outra pessoa): nada mais fica guardado no aparelho. */
  encerrada: boolean;
  enviar: () => void;
}

export function useEnvioTentativa({ tentativa, chave, corpo, aoResultado, aoErroDosCampos }: Opcoes): EnvioTentativa {
  const { id, prazo, agora } = tentativa.tentativa;
  const envio = useEnviarTentativa();
  const [deslocamento] = useState(() => Date.parse(agora) - Date.now());
  const [fimDoTempo, setFimDoTempo] = useState(false);
  const [aguardando, setAguardando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [encerrada, setEncerrada] = useState(false);
  const emCurso = useRef(false);
  const automatico = useRef(false);
  const reenvios = useRef(0);
  const espera = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ultimo = useRef({ chave, corpo, aoResultado, aoErroDosCampos });

  useEffect(() => {
    ultimo.current = { chave, corpo, aoResultado, aoErroDosCampos };
  });
  useEffect(() => () => clearTimeout(espera.current), []);

  /** Uma nova tentativa depois de `ms` ainda chega ao servidor dentro da tolerância? */
  function cabeNaTolerancia(ms: number): boolean {
    if (prazo === null) return false;
    return msAtePrazo(prazo, Date.now() + ms, deslocamento) > -(SEGUNDOS_DE_TOLERANCIA * 1000 - FOLGA_DA_RESPOSTA_MS);
  }

  async function enviar(): Promise<void> {
    if (emCurso.current) return;
    clearTimeout(espera.current);
    emCurso.current = true;
    setAguardando(false);
    setErro(null);
    try {
      const r = await envio.mutateAsync({ tentativaId: id, body: ultimo.current.corpo() });
      limparRespostasLocais(ultimo.current.chave);
      ultimo.current.aoResultado(r);
    } catch (err) {
      if (ehRecusa(err)) {
        // a tentativa não está mais aberta: o que ficou guardado no aparelho não serve para nada
        limparRespostasLocais(ultimo.current.chave);
        setEncerrada(true);
      }
      const ms = ESPERAS_REENVIO_MS[reenvios.current];
      if (automatico.current && ehPassageira(err) && ms !== undefined && cabeNaTolerancia(ms)) {
        reenvios.current += 1;
        setAguardando(true);
        espera.current = setTimeout(() => void enviar(), ms);
        return;
      }
      ultimo.current.aoErroDosCampos(err);
      setErro(mensagemDaFalha(err, automatico.current));
    } finally {
      emCurso.current = false;
    }
  }

  /** O tempo acabou: envia; com um envio manual em curso, é a falha dele que vai ser repetida. */
  function aoEsgotar() {
    automatico.current = true;
    setFimDoTempo(true);
    void enviar();
  }

  const restante = useContagem(prazo, deslocamento, aoEsgotar);
  return { restante, fimDoTempo, enviando: envio.isPending || aguardando, erro, encerrada, enviar: () => void enviar() };
}
