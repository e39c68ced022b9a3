import { useId, useState } from 'react';
import { STATUS_ENVIADOS } from '#shared/rules/chamadas.ts';
import { Abas } from '#web/components/ui/abas.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useSubmissao } from '../../api/obter-submissao.ts';
import { DetalheTrabalho } from '../comum/detalhe-trabalho.tsx';
import { AvaliacaoDoTrabalhoAdmin } from './revisao/avaliacao-do-trabalho.tsx';

const ABAS = ['trabalho', 'avaliacao'] as const;
type Aba = (typeof ABAS)[number];
const ROTULOS: Record<Aba, string> = { trabalho: 'Trabalho', avaliacao: 'Avaliação e decisão' };

/**
 * Um trabalho enviado, para a administração: o texto (só leitura, com autor, coautores e o pôster) e, na outra
 * aba, a avaliação (quem avalia, pareceres, notas) e a decisão. Um trabalho retirado só tem o texto.
 */
export function DialogoTrabalho({ id, aoFechar }: { id: number; aoFechar: () => void }) {
  const consulta = useSubmissao(id);
  const [aba, setAba] = useState<Aba>('trabalho');
  const base = useId();
  const idDaAba = (a: Aba) => `${base}-${a}`;
  const avaliavel = consulta.data ? (STATUS_ENVIADOS as readonly string[]).includes(consulta.data.status) : false;
  return (
    <Dialogo titulo={consulta.data?.titulo || (consulta.data ? 'Trabalho sem título' : 'Trabalho')} aoFechar={aoFechar} largura="lg">
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando o trabalho…" />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem={consulta.error.message || 'Não foi possível abrir o trabalho.'} aoTentar={() => void consulta.refetch()} />
      ) : !avaliavel ? (
        <DetalheTrabalho s={consulta.data} comAutor />
      ) : (
        <div className="space-y-4">
          <Abas abas={ABAS} ativa={aba} aoMudar={setAba} rotulo="Partes do trabalho" rotulos={ROTULOS} idDaAba={idDaAba} idPainel={`${base}-painel`} classeLista="grid grid-cols-2 gap-2 sm:flex" />
          <div id={`${base}-painel`} role="tabpanel" aria-labelledby={idDaAba(aba)}>
            {aba === 'trabalho' ? <DetalheTrabalho s={consulta.data} comAutor /> : <AvaliacaoDoTrabalhoAdmin submissaoId={id} />}
          </div>
        </div>
      )}
    </Dialogo>
  );
}
