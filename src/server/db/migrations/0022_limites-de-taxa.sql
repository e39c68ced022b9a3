CREATE TABLE "limites_de_taxa" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "limites_de_taxa_contagem" CHECK ("limites_de_taxa"."contagem" >= 1)
);
--> statement-breakpoint
CREATE INDEX "limites_de_taxa_expira_idx" ON "limites_de_taxa" USING btree ("expira_em");
