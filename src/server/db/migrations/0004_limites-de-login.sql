CREATE TABLE "tentativas_login" (
	"chave" text PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"falhas" integer DEFAULT 0 NOT NULL,
	"em_conferencia" integer DEFAULT 0 NOT NULL,
	"espera_ate" timestamp with time zone,
	"reservada_em" timestamp with time zone NOT NULL,
	"atualizada_em" timestamp with time zone NOT NULL,
	CONSTRAINT "tentativas_login_contadores" CHECK ("tentativas_login"."falhas" >= 0 and "tentativas_login"."em_conferencia" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_falhas_login";--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "refresh_hash_anterior" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "segredos" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tentativas_login" ADD CONSTRAINT "tentativas_login_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tentativas_login_usuario_idx" ON "tentativas_login" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tentativas_login_atualizada_idx" ON "tentativas_login" USING btree ("atualizada_em");--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "falhas_login";--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "bloqueado_ate";