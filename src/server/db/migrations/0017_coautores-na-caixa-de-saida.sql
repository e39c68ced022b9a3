-- A caixa de saída das decisões passa a levar também os coautores (decisão 022): o destinatário é
-- nome e e-mail (a conta, quando há, recebe no app); as mensagens já gravadas são do autor.
DROP INDEX "decisao_mensagens_pendente_uq";--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD COLUMN "papel" text DEFAULT 'autor' NOT NULL;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD COLUMN "nome" text;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "decisao_mensagens" m SET "nome" = u."nome", "email" = u."email" FROM "usuarios" u WHERE u."id" = m."usuario_id";--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ALTER COLUMN "nome" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "decisao_mensagens_pendente_uq" ON "decisao_mensagens" USING btree ("submissao_id","email") WHERE "decisao_mensagens"."enviada_em" is null;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_papel" CHECK ("decisao_mensagens"."papel" in ('autor', 'coautor', 'orientador'));--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_autor_com_conta" CHECK ("decisao_mensagens"."papel" <> 'autor' or "decisao_mensagens"."usuario_id" is not null);
