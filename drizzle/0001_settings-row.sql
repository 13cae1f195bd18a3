-- The platform settings table holds exactly one row; create it so every reader finds it.
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
