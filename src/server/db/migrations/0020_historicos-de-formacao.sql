CREATE TABLE "historicos_formacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historicos_formacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"itens" jsonb NOT NULL,
	"horas_total" integer NOT NULL,
	"hash_itens" text NOT NULL,
	"arquivo" text,
	"hash_sha256" text,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historicos_formacao_codigo_formato" CHECK ("historicos_formacao"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
	CONSTRAINT "historicos_formacao_itens" CHECK (jsonb_typeof("historicos_formacao"."itens") = 'array'),
	CONSTRAINT "historicos_formacao_horas" CHECK ("historicos_formacao"."horas_total" >= 0),
	CONSTRAINT "historicos_formacao_hash_itens" CHECK ("historicos_formacao"."hash_itens" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "historicos_formacao_hash" CHECK (("historicos_formacao"."arquivo" is null) = ("historicos_formacao"."hash_sha256" is null) and ("historicos_formacao"."hash_sha256" is null or "historicos_formacao"."hash_sha256" ~ '^[0-9a-f]{64}$'))
);
--> statement-breakpoint
CREATE TABLE "historico_validacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historico_validacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"historico_id" integer,
	"resultado" text NOT NULL,
	"ip_hash" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historico_validacoes_codigo" CHECK (char_length("historico_validacoes"."codigo") <= 64),
	CONSTRAINT "historico_validacoes_resultado" CHECK ("historico_validacoes"."resultado" in ('valido', 'nao_encontrado'))
);
--> statement-breakpoint
ALTER TABLE "historicos_formacao" ADD CONSTRAINT "historicos_formacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_validacoes" ADD CONSTRAINT "historico_validacoes_historico_id_historicos_formacao_id_fk" FOREIGN KEY ("historico_id") REFERENCES "public"."historicos_formacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "historicos_formacao_codigo_uq" ON "historicos_formacao" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "historicos_formacao_usuario_itens_uq" ON "historicos_formacao" USING btree ("usuario_id","hash_itens");--> statement-breakpoint
CREATE INDEX "historico_validacoes_criado_idx" ON "historico_validacoes" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "historico_validacoes_historico_idx" ON "historico_validacoes" USING btree ("historico_id");
