CREATE TABLE "versoes_dados" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "versoes_dados" ("nome", "valor") VALUES ('eventos', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Sobe a versão da lista de eventos uma vez por transação, no commit (gatilho adiado: a linha da versão
-- fica travada só durante o commit, e não durante a transação inteira de uma inscrição).
CREATE FUNCTION "subir_versao_eventos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('escola.versao_eventos_tx', true), '') = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('escola.versao_eventos_tx', txid_current()::text, true);
  INSERT INTO "versoes_dados" ("nome", "valor") VALUES ('eventos', 1)
    ON CONFLICT ("nome") DO UPDATE SET "valor" = "versoes_dados"."valor" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "eventos_versao" AFTER INSERT OR UPDATE OR DELETE ON "eventos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "turmas_versao" AFTER INSERT OR UPDATE OR DELETE ON "turmas" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "turma_instrutores_versao" AFTER INSERT OR UPDATE OR DELETE ON "turma_instrutores" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "unidades_versao" AFTER INSERT OR UPDATE OR DELETE ON "unidades" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "usuarios_nome_versao" AFTER UPDATE OF "nome" ON "usuarios" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE TRIGGER "eventos_versao_truncate" AFTER TRUNCATE ON "eventos" FOR EACH STATEMENT EXECUTE FUNCTION "subir_versao_eventos"();
--> statement-breakpoint
CREATE TRIGGER "turmas_versao_truncate" AFTER TRUNCATE ON "turmas" FOR EACH STATEMENT EXECUTE FUNCTION "subir_versao_eventos"();
