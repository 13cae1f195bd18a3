-- cast_vote(), the authenticated vote in one statement (docs/decisions/0004-vote-hot-path.md),
-- replaced record_vote() here. Its source is src/server/db/functions/cast-vote.sql, applied after
-- the numbered migrations (docs/decisions/0008-one-source-for-vote-rules-and-clock.md).
DROP FUNCTION IF EXISTS record_vote(text, text, text, text, timestamptz, timestamptz, text);
