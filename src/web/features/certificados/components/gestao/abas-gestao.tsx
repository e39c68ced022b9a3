import { Abas } from '#web/components/ui/abas.tsx';
import { ABAS, type Aba } from './use-estado-da-gestao.ts';

export const ROTULO_ABA: Record<Aba, string> = { turmas: 'Turmas', certificados: 'Certificados', assinantes: 'Assinantes padrão' };
export const idDaAba = (aba: Aba) => `aba-gestao-${aba}`;
export const ID_PAINEL = 'painel-gestao';

/** Abas da gestão de certificados. */
export function AbasGestao({ ativa, aoMudar }: { ativa: Aba; aoMudar: (aba: Aba) => void }) {
  return <Abas abas={ABAS} ativa={ativa} aoMudar={aoMudar} rotulo="Seções da gestão de certificados" rotulos={ROTULO_ABA} idDaAba={idDaAba} idPainel={ID_PAINEL} />;
}
