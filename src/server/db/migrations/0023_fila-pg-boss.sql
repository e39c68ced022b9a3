ALTER TABLE "tarefas" RENAME TO "tarefas_antigas";
--> statement-breakpoint
ALTER TABLE "tarefas_antigas" DROP CONSTRAINT IF EXISTS "tarefas_tentativas_validas";
--> statement-breakpoint
DROP INDEX IF EXISTS "tarefas_fila_idx";
--> statement-breakpoint
CREATE TABLE "tarefas_unicas" (
	"chave" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"tarefa_id" uuid,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "tarefas_unicas" ("chave", "tipo", "criada_em") SELECT "chave", "tipo", "criada_em" FROM "tarefas_antigas" WHERE "chave" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "tarefas_antigas" WHERE "situacao" = 'concluida';
