ALTER TABLE "teste_tentativas" DROP CONSTRAINT "teste_tentativas_numero_uq";--> statement-breakpoint
DROP INDEX "teste_tentativas_uma_aberta_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "teste_tentativas_uma_aberta_por_pessoa_uq" ON "teste_tentativas" USING btree ("teste_id","usuario_id") WHERE "teste_tentativas"."enviada_em" is null;--> statement-breakpoint
ALTER TABLE "teste_tentativas" ADD CONSTRAINT "teste_tentativas_numero_por_pessoa_uq" UNIQUE("teste_id","usuario_id","numero");--> statement-breakpoint
-- Alternativa trocada de questão: confere também a questão de origem (antes só a de destino).
CREATE OR REPLACE FUNCTION "teste_congelado"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_teste integer;
  v_origem integer;
BEGIN
  IF TG_TABLE_NAME = 'teste_questoes' THEN
    v_teste := coalesce(NEW."teste_id", OLD."teste_id");
    IF TG_OP = 'UPDATE' THEN
      v_origem := OLD."teste_id";
    END IF;
  ELSE
    SELECT q."teste_id" INTO v_teste FROM "teste_questoes" q WHERE q."id" = coalesce(NEW."questao_id", OLD."questao_id");
    IF TG_OP = 'UPDATE' THEN
      SELECT q."teste_id" INTO v_origem FROM "teste_questoes" q WHERE q."id" = OLD."questao_id";
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM "testes" WHERE "id" IN (v_teste, v_origem) AND "status" = 'publicado') THEN
    RAISE EXCEPTION 'teste publicado: questões não mudam' USING ERRCODE = 'check_violation', CONSTRAINT = 'testes_publicado_congelado';
  END IF;
  RETURN coalesce(NEW, OLD);
END $$;
