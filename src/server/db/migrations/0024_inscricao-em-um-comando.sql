CREATE TABLE "inscricoes_versoes" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "inscricoes_versoes" ADD CONSTRAINT "inscricoes_versoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "tarefas_a_enfileirar" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarefas_a_enfileirar_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"dados" jsonb NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A versão da lista de eventos em 16 fatias: cada transação que a muda sobe uma fatia (a da sua txid) no
-- commit, e a versão é a soma (sobe 1 a cada commit, como antes). Com uma linha só, todo commit que mexia
-- em turmas (cada inscrição) esperava o anterior terminar de gravar o WAL segurando a mesma linha.
INSERT INTO "versoes_dados" ("nome", "valor") SELECT 'eventos.' || i, 0 FROM generate_series(0, 15) AS i ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subir_versao_eventos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('escola.versao_eventos_tx', true), '') = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('escola.versao_eventos_tx', txid_current()::text, true);
  INSERT INTO "versoes_dados" ("nome", "valor") VALUES ('eventos.' || (txid_current() % 16), 1)
    ON CONFLICT ("nome") DO UPDATE SET "valor" = "versoes_dados"."valor" + 1;
  RETURN NULL;
END $$;
