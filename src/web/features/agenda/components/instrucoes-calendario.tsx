/** Passos curtos para assinar o endereço nos aplicativos mais comuns. */
export function InstrucoesCalendario() {
  return (
    <div className="mt-4 text-sm">
      <h3 className="font-semibold">Como assinar</h3>
      <ul className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
        <li>
          <strong className="text-slate-900 dark:text-slate-100">Google Agenda:</strong> no computador, abra o Google Agenda, clique em “+” ao
          lado de “Outras agendas”, escolha “Do URL”, cole o endereço e clique em “Adicionar agenda”. A agenda aparece também no celular.
        </li>
        <li>
          <strong className="text-slate-900 dark:text-slate-100">iPhone ou iPad:</strong> toque em “Abrir no aplicativo de calendário” e
          confirme “Assinar”. Outra forma: Ajustes › Calendário › Contas › Adicionar Conta › Outra › Adicionar Calendário Assinado, e cole o
          endereço.
        </li>
        <li>
          <strong className="text-slate-900 dark:text-slate-100">Outlook:</strong> no Outlook na web, abra o Calendário, clique em “Adicionar
          calendário”, escolha “Assinar da Web”, cole o endereço e dê um nome (por exemplo, Escola da Saúde).
        </li>
      </ul>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Os aplicativos buscam as novidades de tempos em tempos: uma inscrição nova pode levar algumas horas para aparecer (no Google, até
        um dia).
      </p>
    </div>
  );
}
