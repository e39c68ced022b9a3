ALTER TABLE "certificados" DROP CONSTRAINT "certificados_origem";--> statement-breakpoint
ALTER TABLE "certificados" DROP CONSTRAINT "certificados_tipo";--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "chamada_id" integer;--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "submissao_id" integer;--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_submissao_id_submissoes_id_fk" FOREIGN KEY ("submissao_id") REFERENCES "public"."submissoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_trabalho_valido_uq" ON "certificados" USING btree ("submissao_id","email") WHERE "certificados"."status" = 'emitido' and "certificados"."origem" = 'chamada' and "certificados"."tipo" = 'apresentacao_trabalho';--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_avaliador_valido_uq" ON "certificados" USING btree ("chamada_id","usuario_id") WHERE "certificados"."status" = 'emitido' and "certificados"."origem" = 'chamada' and "certificados"."tipo" = 'avaliador';--> statement-breakpoint
CREATE INDEX "certificados_chamada_idx" ON "certificados" USING btree ("chamada_id");--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_email" CHECK ("certificados"."email" is null or (char_length("certificados"."email") between 3 and 120 and "certificados"."email" = lower("certificados"."email")));--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_origem" CHECK (("certificados"."origem" = 'evento' and "certificados"."usuario_id" is not null and "certificados"."turma_id" is not null and "certificados"."avulso_id" is null and "certificados"."chamada_id" is null and "certificados"."submissao_id" is null
          and "certificados"."tipo" in ('participante', 'instrutor', 'palestrante'))
        or ("certificados"."origem" = 'avulso' and "certificados"."avulso_id" is not null and "certificados"."turma_id" is null and "certificados"."chamada_id" is null and "certificados"."submissao_id" is null
          and "certificados"."tipo" in ('participante', 'palestrante'))
        or ("certificados"."origem" = 'chamada' and "certificados"."chamada_id" is not null and "certificados"."turma_id" is null and "certificados"."avulso_id" is null
          and (("certificados"."tipo" = 'avaliador' and "certificados"."usuario_id" is not null and "certificados"."submissao_id" is null)
            or ("certificados"."tipo" = 'apresentacao_trabalho' and "certificados"."submissao_id" is not null and "certificados"."email" is not null))));--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_tipo" CHECK ("certificados"."tipo" in ('participante', 'instrutor', 'palestrante', 'apresentacao_trabalho', 'avaliador'));