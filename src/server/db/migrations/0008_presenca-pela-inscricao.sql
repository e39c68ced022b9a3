ALTER TABLE "presencas" DROP CONSTRAINT "presencas_turma_id_turmas_id_fk";
--> statement-breakpoint
ALTER TABLE "presencas" DROP CONSTRAINT "presencas_usuario_id_usuarios_id_fk";
--> statement-breakpoint
DROP INDEX "presencas_usuario_idx";--> statement-breakpoint
DROP INDEX "presencas_turma_data_idx";--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_id_turma_usuario_uq" UNIQUE("id","turma_id","usuario_id");--> statement-breakpoint
ALTER TABLE "presencas" ADD COLUMN "inscricao_id" integer;--> statement-breakpoint
UPDATE "presencas" p SET "inscricao_id" = (
  SELECT i."id" FROM "inscricoes" i WHERE i."turma_id" = p."turma_id" AND i."usuario_id" = p."usuario_id"
  ORDER BY (i."status" = 'cancelada'), i."id" DESC LIMIT 1
);--> statement-breakpoint
DELETE FROM "presencas_historico" WHERE "presenca_id" IN (SELECT "id" FROM "presencas" WHERE "inscricao_id" IS NULL);--> statement-breakpoint
DELETE FROM "presencas" WHERE "inscricao_id" IS NULL;--> statement-breakpoint
ALTER TABLE "presencas" ALTER COLUMN "inscricao_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "presencas" ADD CONSTRAINT "presencas_inscricao_fk" FOREIGN KEY ("inscricao_id","turma_id","usuario_id") REFERENCES "public"."inscricoes"("id","turma_id","usuario_id") ON DELETE no action ON UPDATE no action;
