-- Link de notificação: além de começar com uma barra só (nem //host nem /\host), nada de espaço nem
-- caractere de controle em lugar algum. O navegador apaga tab e quebra de linha da URL, então
-- "/<tab>/evil.example" viraria "//evil.example" (link para fora). Os espaços são os do \s do
-- JavaScript, um a um, para a regra ser a mesma de criarNotificacao em qualquer locale.
-- Links antigos que não cumprem a regra são descartados (a notificação fica, sem link).
UPDATE "notificacoes" SET "link" = NULL
WHERE "link" IS NOT NULL
  AND "link" !~ '^/([^/\\\u0001-\u0020\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff][^\u0001-\u0020\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)?$';--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_link_interno";--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_link_interno" CHECK ("notificacoes"."link" IS NULL OR "notificacoes"."link" ~ '^/([^/\\\u0001-\u0020\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff][^\u0001-\u0020\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)?$');
