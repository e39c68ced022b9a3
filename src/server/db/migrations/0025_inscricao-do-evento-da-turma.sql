-- A inscrição aponta para a turma e o evento numa chave só (turma, evento) → turmas (id, evento_id): uma
-- conferência por inscrição gravada em vez de duas, e o evento da inscrição sempre o da turma (decisão 030).
ALTER TABLE "turmas" ADD CONSTRAINT "turmas_id_evento_uq" UNIQUE("id","evento_id");
--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_turma_do_evento_fk" FOREIGN KEY ("turma_id","evento_id") REFERENCES "public"."turmas"("id","evento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inscricoes" DROP CONSTRAINT "inscricoes_turma_id_turmas_id_fk";
--> statement-breakpoint
ALTER TABLE "inscricoes" DROP CONSTRAINT "inscricoes_evento_id_eventos_id_fk";
