-- The planner's cost of a random page read: the default (4) models spinning disks and made the
-- planner scan every profile to join a 1,000-fighter battle instead of 1,000 index probes
-- (bench/README.md, growth); 1.1 suits SSDs. It is the database's setting, not a connection's
-- startup option, because a pooler in transaction mode (pgbouncer) refuses startup options. New
-- sessions take it; a value an operator set on the database is kept. A role that does not own the
-- database may not set it: the migration goes on without it (the plans are then PostgreSQL's
-- defaults), rather than stopping the server from starting.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1
      FROM pg_catalog.pg_db_role_setting s
      JOIN pg_catalog.pg_database d ON d.oid = s.setdatabase
     WHERE d.datname = current_database()
       AND s.setrole = 0
       AND EXISTS (SELECT 1 FROM unnest(s.setconfig) AS c WHERE c LIKE 'random\_page\_cost=%')
  ) THEN
    EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR feature_not_supported THEN
    RAISE NOTICE 'random_page_cost left at its default: %', SQLERRM;
END
$$;
