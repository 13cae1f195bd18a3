-- cast_vote(): an authenticated vote in one statement (docs/decisions/0004-vote-hot-path.md).
-- The API sends votes in batches through cast_votes() (cast-votes.sql, the same rules for many
-- votes at once, docs/decisions/0029-votes-in-batches.md); this one casts a vote that a batch
-- left to be cast alone, and is the single-vote baseline of the bench (bench/sql/vote.sql).
--
-- HOW THIS FILE IS APPLIED (docs/decisions/0008-one-source-for-vote-rules-and-clock.md): it is
-- the function's only source. Every migrate (server start, `npm run db:migrate`, each test
-- database) runs the numbered drizzle/ migrations, then every .sql file of this folder whose
-- SHA-256 differs from the one recorded in the table repeatable_sql (src/server/db/repeatable-sql.ts).
-- So a rule change is an edit of this file, and nothing else:
-- - keep it re-runnable: CREATE OR REPLACE, no data changes;
-- - changing the parameters or the result columns makes a new function: put
--   `DROP FUNCTION IF EXISTS cast_vote(<the old parameter types>);` above the CREATE;
-- - a table or column it reads is created or renamed by a numbered migration (npm run
--   db:generate), which runs first; then edit this file to match;
-- - the rule it answers with must stay the one of src/domain/vote-eligibility.ts checkVote:
--   src/server/votes/vote-rules-agree.test.ts runs every case through both.
--
-- Called outside an explicit transaction, the statement is the transaction: a RAISE undoes
-- everything it did, and the participant's row is locked only inside the database.
--
-- Outcomes (votes/repository.ts castVoteStatement):
--   viewer    the session needs the API's full resolution (unknown or stale token, due for its daily
--             extension, daily coins due, banned, no profile); nothing was read or written
--   not_found no battle has this id or slug
--   refused   `refusal` is the first broken rule, as checkVote orders them: VOTE_BANNED,
--             VOTE_NO_PROFILE, VOTE_SELF, VOTE_BATTLE_CLOSED, VOTE_PARTICIPANT_INVALID,
--             VOTE_PARTICIPANT_DISQUALIFIED, VOTE_DUPLICATE, VOTE_TOO_SOON, VOTE_INSUFFICIENT_COINS; VOTE_DEBIT_FAILED when the
--             debit lost a race that a fresh read no longer shows. The row carries the wallet and
--             the daily amount for the refusal's wording.
--   ok        the vote is recorded; new balance and the fighter's new total
-- Nothing is notified: the live publisher reads the totals of battles with recent votes (their
-- created_at, which is p_now).
-- SQLSTATE YV001 (duplicate vote lost on the unique index) and YV002 (participant left meanwhile).
--
-- p_time_zone is the product's zone (src/domain/sao-paulo-time.ts APP_TIME_ZONE), passed in so
-- the daily-grant day is the one the API computes; p_gap_cutoff is NULL when the gap is off.
DROP FUNCTION IF EXISTS cast_vote(text, text, text, text, timestamptz, timestamptz, timestamptz, text, text);
CREATE OR REPLACE FUNCTION cast_vote(
  p_session_token text,
  p_voter_id text,
  p_battle text,
  p_participant_user_id text,
  p_now timestamptz,
  p_gap_cutoff timestamptz,
  p_session_fresh_after timestamptz,
  p_time_zone text
) RETURNS TABLE (
  outcome text,
  refusal text,
  voter_id text,
  new_balance integer,
  last_vote_ms double precision,
  new_votes_count integer,
  daily_yodcoins integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_voter text := p_voter_id;
  v_refusal text;
  v_battle_id text;
  v_open boolean;
  v_username text;
  v_balance integer;
  v_last timestamptz;
  v_count integer;
  v_disqualified boolean;
BEGIN
  IF v_voter IS NULL THEN
    -- The API's one-query viewer (auth/viewer.ts resolveViewer) narrowed to what may vote without
    -- more work: a session better-auth would not extend now, a profile, today's daily coins already
    -- granted (the day in p_time_zone, as the daily grant counts it) and no active ban.
    SELECT s.user_id INTO v_voter
      FROM session s
      JOIN profiles p ON p.id = s.user_id
      JOIN user_credits c ON c.user_id = s.user_id
     WHERE s.token = p_session_token
       AND s.expires_at > p_session_fresh_after
       AND c.daily_claimed_day = (p_now AT TIME ZONE p_time_zone)::date
       AND NOT EXISTS (
             SELECT 1 FROM bans b
              WHERE b.user_id = s.user_id AND b.revoked_at IS NULL
                AND (b.expires_at IS NULL OR b.expires_at > p_now));
    IF v_voter IS NULL THEN
      RETURN QUERY SELECT 'viewer'::text, NULL::text, NULL::text, NULL::integer, NULL::float8,
        NULL::integer, NULL::integer;
      RETURN;
    END IF;
  ELSE
    -- A voter the API resolved: the ban and the profile are rules too (domain/ban.ts isBanActive).
    IF EXISTS (SELECT 1 FROM bans b
                WHERE b.user_id = v_voter AND b.revoked_at IS NULL
                  AND (b.expires_at IS NULL OR b.expires_at > p_now)) THEN
      v_refusal := 'VOTE_BANNED';
    ELSIF NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = v_voter) THEN
      v_refusal := 'VOTE_NO_PROFILE';
    END IF;
  END IF;

  IF v_refusal IS NULL THEN
    -- The battle by exact id, else by slug, never one awaiting approval (it exists for staff
    -- only, and is answered as unknown); open as domain/battle-status.ts
    -- isOpenForVotes(deriveDisplayStatus()) decides: running (a scheduled battle past its start is
    -- waiting) and before its end.
    SELECT b.id,
           b.end_time IS NOT NULL AND p_now < b.end_time
             AND (b.status IN ('waiting', 'ready', 'active')
                  OR (b.status = 'scheduled' AND b.start_time IS NOT NULL AND b.start_time <= p_now))
      INTO v_battle_id, v_open
      FROM battle_events b WHERE b.id = p_battle AND b.status <> 'pending';
    IF v_battle_id IS NULL THEN
      SELECT b.id,
             b.end_time IS NOT NULL AND p_now < b.end_time
               AND (b.status IN ('waiting', 'ready', 'active')
                    OR (b.status = 'scheduled' AND b.start_time IS NOT NULL AND b.start_time <= p_now))
        INTO v_battle_id, v_open
        FROM battle_events b WHERE b.slug = p_battle AND b.status <> 'pending';
    END IF;
    IF v_battle_id IS NULL THEN
      RETURN QUERY SELECT 'not_found'::text, NULL::text, v_voter, NULL::integer, NULL::float8,
        NULL::integer, NULL::integer;
      RETURN;
    END IF;

    -- The battle's vote gate (db/vote-gate.ts, class 7330), shared: a disqualification, a
    -- fighter's removal or the battle's deletion closes it (exclusive) before voiding votes and
    -- until it commits. So this vote either holds the gate first, commits, and the void then sees
    -- it; or waits, and then this read (a statement of its own, so a snapshot taken after that
    -- commit) finds the fighter disqualified or gone. Taken before any row lock and before the
    -- debit, so a vote never holds a wallet while it waits. Votes share it: no queue on a hot
    -- battle (docs/decisions/0016-money-moves-by-the-rules.md).
    PERFORM pg_advisory_xact_lock_shared(7330, hashtext(v_battle_id));
    SELECT bp.username, bp.disqualified_at IS NOT NULL INTO v_username, v_disqualified
      FROM battle_event_participants bp
     WHERE bp.battle_event_id = v_battle_id AND bp.user_id = p_participant_user_id;
    IF v_voter = p_participant_user_id THEN
      v_refusal := 'VOTE_SELF';
    ELSIF NOT v_open THEN
      v_refusal := 'VOTE_BATTLE_CLOSED';
    ELSIF v_username IS NULL THEN
      v_refusal := 'VOTE_PARTICIPANT_INVALID';
    ELSIF v_disqualified THEN
      -- Banned or deleted while the battle was open, or disqualified from it by a moderator
      -- (admin/vote-review/disqualify.ts).
      v_refusal := 'VOTE_PARTICIPANT_DISQUALIFIED';
    ELSIF EXISTS (
      -- A vote voided with its removed entry no longer counts (the partial unique index agrees);
      -- one voided for fraud or disqualification still does.
      SELECT 1 FROM battle_event_user_votes v
       WHERE v.battle_event_id = v_battle_id AND v.participant_user_id = p_participant_user_id
         AND v.voter_user_id = v_voter AND NOT v.entry_removed) THEN
      v_refusal := 'VOTE_DUPLICATE';
    END IF;
  END IF;

  -- Conditional debit: the truth under races for the gap and the balance (only tried once every
  -- other rule passed, so a refusal never takes a coin). The clock never moves backwards when
  -- concurrent requests read it out of order.
  IF v_refusal IS NULL THEN
    UPDATE user_credits AS c
       SET balance = c.balance - 1,
           last_vote_at = greatest(coalesce(c.last_vote_at, p_now), p_now),
           updated_at = p_now
     WHERE c.user_id = v_voter
       AND c.balance >= 1
       AND (p_gap_cutoff IS NULL OR c.last_vote_at IS NULL OR c.last_vote_at <= p_gap_cutoff)
    RETURNING c.balance INTO v_balance;
  END IF;
  IF v_balance IS NULL THEN
    -- Refused: a fresh read of the wallet for the wait or the balance, and for the wording.
    SELECT c.balance, c.last_vote_at INTO v_balance, v_last FROM user_credits c WHERE c.user_id = v_voter;
    IF v_refusal IS NULL THEN
      v_refusal := CASE
        WHEN p_gap_cutoff IS NOT NULL AND v_last > p_gap_cutoff THEN 'VOTE_TOO_SOON'
        WHEN coalesce(v_balance, 0) < 1 THEN 'VOTE_INSUFFICIENT_COINS'
        ELSE 'VOTE_DEBIT_FAILED'
      END;
    END IF;
    RETURN QUERY SELECT 'refused'::text, v_refusal, v_voter, coalesce(v_balance, 0),
      (extract(epoch FROM v_last) * 1000)::float8, NULL::integer,
      (SELECT s.daily_yodcoins FROM platform_settings s WHERE s.id = 1);
    RETURN;
  END IF;

  -- One vote per voter per participant per battle: the unique index decides.
  INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
  VALUES (v_battle_id, p_participant_user_id, v_voter, p_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'duplicate vote' USING ERRCODE = 'YV001';
  END IF;
  INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id)
  VALUES (v_voter, 'vote_expense', -1, 'Voto em ' || v_username, v_battle_id, p_participant_user_id);
  -- Last write: one of the participant's 16 count shards, the one of this connection, so votes
  -- for one fighter from different connections do not queue on one row until commit. The foreign
  -- key takes only a key-share lock on the participant's row (no queue there either) and fails if
  -- the participant left meanwhile (23503, mapped like YV002).
  INSERT INTO participant_vote_shards AS s (battle_event_id, participant_user_id, shard, votes)
  VALUES (v_battle_id, p_participant_user_id, pg_backend_pid() % 16, 1)
  ON CONFLICT (battle_event_id, participant_user_id, shard) DO UPDATE SET votes = s.votes + 1;
  -- The total as this vote sees it (committed votes and its own), the expression of
  -- db/vote-totals.ts; live pages get exact totals from the live publisher after the commits.
  SELECT (bp.unsharded_votes + coalesce((
           SELECT sum(vs.votes) FROM participant_vote_shards vs
            WHERE vs.battle_event_id = bp.battle_event_id AND vs.participant_user_id = bp.user_id), 0))::int
    INTO v_count
    FROM battle_event_participants bp
   WHERE bp.battle_event_id = v_battle_id AND bp.user_id = p_participant_user_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'participant not in battle' USING ERRCODE = 'YV002';
  END IF;
  RETURN QUERY SELECT 'ok'::text, NULL::text, v_voter, v_balance, NULL::float8, v_count, NULL::integer;
END
$$;
