import { Trilha } from '#web/components/ui/trilha.tsx';
import { FazerTeste } from '#web/features/teste/components/tentativa/fazer-teste.tsx';
import { useParams } from '#web/lib/roteador.tsx';
import { TESTE } from '#web/lib/caminhos.ts';

/** Fazer teste (/teste/:turmaId): o roteador só chega aqui com um id numérico. */
export default function PaginaFazerTeste() {
  const { turmaId } = useParams();
  const id = Number(turmaId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Trilha itens={[{ rotulo: 'Teste do Curso', para: TESTE }, { rotulo: 'Fazer teste' }]} />
      <FazerTeste key={id} turmaId={id} />
    </div>
  );
}
