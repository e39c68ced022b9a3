import { FileText } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { abrirTermoPdf } from '../../api/abrir-termo.ts';
import { CLASSE_LINK_TEXTO } from '../comum/classes.ts';

/**
 * "Termo (PDF)": abre o termo de uso assinado numa nova aba. É um botão com cara de link, porque o PDF
 * precisa do token (ver `abrir-termo.ts`); o nome acessível diz de quem é e que abre outra aba.
 */
export function BotaoTermo({ id, de }: { id: number; de: string }) {
  const [abrindo, setAbrindo] = useState(false);
  async function abrir() {
    setAbrindo(true);
    try {
      await abrirTermoPdf(id);
    } catch (err) {
      notificarErro(err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'HTTP' ? err.message : 'Não foi possível abrir o termo. Tente novamente.');
    } finally {
      setAbrindo(false);
    }
  }
  return (
    <button type="button" className={`${CLASSE_LINK_TEXTO} text-sm`} aria-busy={abrindo || undefined} disabled={abrindo} onClick={() => void abrir()}>
      <FileText aria-hidden="true" className="size-4" />
      {abrindo ? 'Abrindo…' : 'Termo (PDF)'}
      {' '}<span className="sr-only">de {de} (abre em nova aba)</span>
    </button>
  );
}
