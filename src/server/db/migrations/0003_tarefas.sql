CREATE TABLE "tarefas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarefas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"chave" text,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 5 NOT NULL,
	"executar_em" timestamp with time zone DEFAULT now() NOT NULL,
	"travada_ate" timestamp with time zone,
	"ultimo_erro" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	CONSTRAINT "tarefas_chave_unique" UNIQUE("chave"),
	CONSTRAINT "tarefas_situacao_valida" CHECK ("tarefas"."situacao" in ('pendente', 'executando', 'concluida', 'falhou')),
	CONSTRAINT "tarefas_tentativas_validas" CHECK ("tarefas"."tentativas" >= 0 and "tarefas"."max_tentativas" between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX "tarefas_fila_idx" ON "tarefas" USING btree ("situacao","executar_em");