import { Award, Clock, Lightbulb, ListChecks, Wifi } from 'lucide-react';

const DICAS = [
  { Icone: Clock, texto: 'Alguns testes têm limite de tempo. O cronômetro começa quando você clica em Começar e continua contando mesmo se você sair da página.' },
  { Icone: ListChecks, texto: 'Cada teste tem um número limitado de tentativas. Questões em branco contam como erradas.' },
  { Icone: Wifi, texto: 'Use uma conexão estável. Suas respostas ficam guardadas neste aparelho até o envio, mesmo se a página recarregar.' },
  { Icone: Award, texto: 'Para o certificado, alcance a nota mínima do teste (quando ele é obrigatório) e depois avalie o curso.' },
];

/** "Regras e dicas": limites de tempo e tentativas, conexão e o que o certificado pede. */
export function RegrasEDicas() {
  return (
    <aside aria-labelledby="titulo-regras" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-regras" className="flex items-center gap-2 text-lg font-bold text-escola-800 dark:text-escola-100">
        <Lightbulb aria-hidden="true" className="size-5 shrink-0" />
        Regras e dicas
      </h2>
      <ul className="mt-3 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {DICAS.map(({ Icone, texto }) => (
          <li key={texto} className="flex items-start gap-2">
            <Icone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-escola-700 dark:text-escola-100" />
            <span>{texto}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
