-- Decision 028: the search index works out each worker's point, reach and list masks itself when it reads
-- them, so the database no longer stores them for every profile.
ALTER TABLE "profiles" DROP COLUMN "search_x";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_y";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_z";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_reach";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_services";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_client_genders";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_languages";