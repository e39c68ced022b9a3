import { useState } from 'react';
import type { ResultadoTentativa as Resultado, Tentativa, TesteDaTurma } from '#shared/contracts/testes.ts';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useIniciarTentativa } from '../../api/iniciar-tentativa.ts';
import { useMeusTestes } from '../../api/meus-testes.ts';
import { CLASSE_LINK_TEXTO } from '../classes.ts';
import { periodo } from '../formato.ts';
import { CartaoRecusaTeste } from './cartao-recusa-teste.tsx';
import { FormularioTentativa } from './formulario-tentativa.tsx';
import { PainelInicio } from './painel-inicio.tsx';
import { recusaDoErro, recusaPorMotivo, type Recusa } from './recusas.ts';
import { ResultadoTentativa } from './resultado-tentativa.tsx';
import { TESTE } from '#web/lib/caminhos.ts';

type Fase = { tipo: 'inicio' } | { tipo: 'tentativa'; tentativa: Tentativa } | { tipo: 'resultado'; resultado: Resultado };

/** O que a situação da lista já diz antes de começar: aprovado, sem tentativas ou bloqueado. */
function recusaDaSituacao(item: TesteDaTurma): Recusa | null {
  const turmaId = item.turma.id;
  if (item.situacao === 'aprovado') return recusaPorMotivo('JA_APROVADO', 'Você já foi aprovado neste teste.', turmaId, item.avaliacao_pendente);
  if (item.situacao === 'reprovado') return recusaPorMotivo('LIMITE_DE_TENTATIVAS', 'Você usou todas as tentativas deste teste.', turmaId);
  if (item.situacao === 'bloqueado') return recusaPorMotivo(item.recusa?.codigo, item.recusa?.mensagem ?? 'Este teste ainda não está disponível para você.', turmaId);
  return null;
}

/**
 * Fazer o teste de uma turma: confirma antes de começar, mostra a tentativa (começada ou retomada) e,
 * depois do envio, o resultado com o próximo passo. Recusas do servidor viram um cartão explicado.
 */
export function FazerTeste({ turmaId }: { turmaId: number }) {
  const meus = useMeusTestes();
  const iniciar = useIniciarTentativa(turmaId);
  const [fase, setFase] = useState<Fase>({ tipo: 'inicio' });
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const [erroInicio, setErroInicio] = useState<string | null>(null);
  const item = meus.data?.find((i) => i.turma.id === turmaId);

  function comecar() {
    setErroInicio(null);
    iniciar.mutate(undefined, {
      onSuccess: (tentativa) => setFase({ tipo: 'tentativa', tentativa }),
      onError: (err) => {
        const explicada = recusaDoErro(err, turmaId);
        if (explicada) setRecusa(explicada);
        else setErroInicio(err.message || 'Não foi possível começar o teste agora. Tente de novo.');
      },
    });
  }

  const cabecalho = item ? (
    <CabecalhoPagina titulo={item.teste.titulo} subtitulo={`${item.evento.titulo} · ${item.turma.nome} · ${periodo(item.turma.data_inicio, item.turma.data_fim)}`} />
  ) : fase.tipo === 'tentativa' ? (
    <CabecalhoPagina titulo={fase.tentativa.teste.titulo} subtitulo={`${fase.tentativa.evento.titulo} · ${fase.tentativa.turma.nome}`} />
  ) : (
    <CabecalhoPagina titulo="Teste do Curso" />
  );

  if (recusa) {
    return (
      <>
        {cabecalho}
        <CartaoRecusaTeste recusa={recusa} />
      </>
    );
  }
  if (fase.tipo === 'tentativa') {
    return (
      <>
        {cabecalho}
        <FormularioTentativa key={fase.tentativa.tentativa.id} tentativa={fase.tentativa} aoResultado={(resultado) => setFase({ tipo: 'resultado', resultado })} />
      </>
    );
  }
  if (fase.tipo === 'resultado') {
    return (
      <>
        {cabecalho}
        <ResultadoTentativa resultado={fase.resultado} aoTentarDeNovo={comecar} iniciando={iniciar.isPending} erro={erroInicio} />
      </>
    );
  }
  if (meus.isPending) {
    return (
      <>
        {cabecalho}
        <Esqueleto linhas={4} rotulo="Carregando o teste…" />
      </>
    );
  }
  if (meus.isError) {
    return (
      <>
        {cabecalho}
        <ErroCarregamento mensagem="Não foi possível carregar o teste." aoTentar={() => void meus.refetch()} />
        <p className="mt-4">
          <Link to={TESTE} className={CLASSE_LINK_TEXTO}>
            Voltar aos testes
          </Link>
        </p>
      </>
    );
  }
  const explicada = item ? recusaDaSituacao(item) : recusaPorMotivo(undefined, 'Não há teste disponível para esta turma.', turmaId);
  return (
    <>
      {cabecalho}
      {item && !explicada ? (
        <PainelInicio item={item} aoComecar={comecar} iniciando={iniciar.isPending} erro={erroInicio} />
      ) : (
        explicada && <CartaoRecusaTeste recusa={explicada} />
      )}
    </>
  );
}
